import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withTexts } from '@/inventory/items';
import { QuestionItem } from './question-item';

const labels = [
  'Very Inaccurate',
  'Moderately Inaccurate',
  'Neither',
  'Moderately Accurate',
  'Very Accurate',
];
const items = withTexts(Array.from({ length: 120 }, (_, i) => `Statement ${i + 1}`));

function setup(answer?: 1 | 2 | 3 | 4 | 5, index = 0) {
  const onAnswer = jest.fn();
  const item = items[index]!;
  render(
    <QuestionItem
      item={item}
      total={120}
      labels={labels}
      answer={answer}
      numberLabel={`Statement ${item.num} of 120`}
      onAnswer={onAnswer}
    />,
  );
  return { onAnswer, item };
}

describe('QuestionItem', () => {
  it('is a group named by its statement with five labelled radio buttons in scale order', () => {
    setup();
    const group = screen.getByRole('group', { name: /Statement 1$/ });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0]!);
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    labels.forEach((label) =>
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument(),
    );
  });

  it('reports the chosen position on the scale, whatever the keying', async () => {
    // Item 9 ("Use others for my own ends") is minus-keyed: the choice is still the position.
    const minus = items.findIndex((item) => item.keyed === 'minus');
    const { onAnswer, item } = setup(undefined, minus);
    await userEvent.click(screen.getByRole('radio', { name: 'Moderately Accurate' }));
    expect(onAnswer).toHaveBeenCalledWith(item.id, 4);
  });

  it('shows the current answer as checked', () => {
    setup(2);
    expect(screen.getByRole('radio', { name: 'Moderately Inaccurate' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Very Accurate' })).not.toBeChecked();
  });

  it('answers by keyboard: Space on the focused radio', async () => {
    const { onAnswer, item } = setup();
    const first = screen.getByRole('radio', { name: 'Very Inaccurate' });
    first.focus();
    await userEvent.keyboard(' ');
    expect(onAnswer).toHaveBeenCalledWith(item.id, 1);
  });
});
