'use client';

import type { Choice } from '@/inventory/info';
import type { Item } from '@/inventory/items';

interface QuestionItemProps {
  item: Item;
  total: number;
  labels: readonly string[];
  answer: Choice | undefined;
  numberLabel: string;
  onAnswer: (itemId: string, choice: Choice) => void;
}

/**
 * One statement as a labelled group of native radio buttons: arrow keys move between the five
 * answers, every answer is a large target, and the scale always runs from "Very Inaccurate" to
 * "Very Accurate" whatever the item's keying (keying is applied only when scoring).
 */
export function QuestionItem({ item, labels, answer, numberLabel, onAnswer }: QuestionItemProps) {
  const headingId = `item-${item.id}`;
  return (
    <fieldset
      aria-labelledby={headingId}
      data-item={item.num}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-neutral-300 p-4 sm:p-5"
    >
      <legend className="sr-only">{item.text}</legend>
      <p
        id={headingId}
        data-item-heading
        tabIndex={-1}
        className="text-lg font-semibold text-pretty outline-offset-4"
      >
        <span className="sr-only">{numberLabel}: </span>
        {item.text}
      </p>
      <div className="grid gap-2 sm:grid-cols-5">
        {labels.map((label, index) => {
          const choice = (index + 1) as Choice;
          const checked = answer === choice;
          return (
            <label
              key={choice}
              className={`has-[:focus-visible]:outline-secondary flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm transition-[color,background-color,border-color] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 sm:flex-col sm:justify-start sm:text-center ${
                checked
                  ? 'border-primary bg-primary text-on-primary'
                  : 'border-neutral-400 bg-white hover:bg-neutral-100'
              }`}
            >
              <input
                type="radio"
                name={item.id}
                value={choice}
                checked={checked}
                onChange={() => onAnswer(item.id, choice)}
                className="accent-secondary size-6 shrink-0"
              />
              <span>{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
