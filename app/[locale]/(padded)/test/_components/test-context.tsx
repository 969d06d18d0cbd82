'use client';

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { TestState, TestStore } from './test-store';

export interface TestContextValue {
  store: TestStore;
}

export const TestContext = createContext<TestContextValue | null>(null);

function useTestContext(): TestContextValue {
  const value = useContext(TestContext);
  if (!value) throw new Error('Test components must be rendered inside <TestFlow>');
  return value;
}

export function useTestStore<T>(selector: (state: TestState) => T): T {
  return useStore(useTestContext().store, selector);
}

export function useTestContextStore(): TestStore {
  return useTestContext().store;
}
