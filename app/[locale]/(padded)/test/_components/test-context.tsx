'use client';

import type { Messages } from 'next-intl';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { TestState, TestStore } from './test-store';

/** The test's texts (messages of the Test namespace; templates are filled in the browser). */
export type TestStrings = Messages['Test'];
export type ApiErrorStrings = Messages['ApiErrors'];

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
