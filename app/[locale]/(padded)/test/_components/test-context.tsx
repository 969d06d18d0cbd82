'use client';

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type en from '@/messages/en.json';
import type { TestState, TestStore } from './test-store';

export type TestStrings = (typeof en)['Test'];
export type ApiErrorStrings = (typeof en)['ApiErrors'];

export interface TestContextValue {
  store: TestStore;
  strings: TestStrings;
  apiErrors: ApiErrorStrings;
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

export function useTestStrings() {
  const { strings, apiErrors } = useTestContext();
  return { t: strings, apiErrors };
}

/** Fills `{name}` placeholders of a translated message. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

export function useTestContextStore(): TestStore {
  return useTestContext().store;
}
