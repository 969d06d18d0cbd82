import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { SetupSlide } from './form-slides';
import { TestContext } from './test-context';
import { inLocale } from '@/test/intl';
import { createTestStore } from './test-store';

function setup() {
  const store = createTestStore('en');
  store.getState().chooseLanguage('en');
  render(
    <TestContext.Provider value={{ store }}>
      <SetupSlide />
    </TestContext.Provider>,
    inLocale('en', { Test: en.Test }),
  );
  return store;
}

describe('the setup screen: gender and age together', () => {
  it('is one form of labelled controls, operated by keyboard alone', async () => {
    const user = userEvent.setup();
    const store = setup();
    expect(screen.getByRole('group', { name: en.Test.genderTitle })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: en.Test.ageLabel })).toHaveFocus();
    await user.keyboard('16{Enter}');
    expect(store.getState()).toMatchObject({ gender: 'male', age: 16, slide: 'handle' });
  });

  it('announces what is missing and moves focus to the first field to fix', async () => {
    const user = userEvent.setup();
    const store = setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([en.Test.genderRequired, en.Test.ageInvalid]);
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus();
    expect(screen.getByRole('group', { name: en.Test.genderTitle })).toHaveAccessibleDescription(
      en.Test.genderRequired,
    );

    await user.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    await user.type(screen.getByRole('spinbutton'), '15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.Test.ageTooYoung);
    expect(screen.getByRole('spinbutton')).toHaveFocus();
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().slide).toBe('setup');
  });
});
