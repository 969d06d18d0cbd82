import { render, screen } from '@testing-library/react';
import { Field } from './field';

function renderField(error?: string) {
  return render(
    <Field id="age" label="Age" hint="In years" error={error} describedBy="age-status">
      {(control) => <input {...control} />}
    </Field>,
  );
}

describe('Field', () => {
  it('labels the control and describes it by its hint (and any other description)', () => {
    renderField();
    const input = screen.getByRole('textbox', { name: 'Age' });
    expect(input).toHaveAccessibleDescription('In years');
    expect(input).toHaveAttribute('aria-describedby', 'age-hint age-status');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an error, marks the control invalid and adds the error to its description', () => {
    renderField('Too young');
    const input = screen.getByRole('textbox', { name: 'Age' });
    expect(screen.getByRole('alert')).toHaveTextContent('Too young');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'age-hint age-status age-error');
    expect(input).toHaveAccessibleDescription('In years Too young');
  });
});
