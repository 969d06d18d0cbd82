'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { GENDERS, MAX_AGE, MIN_AGE, type Gender } from '@/inventory/info';
import type { QuestionnaireLanguage } from '@/inventory/languages';
import { parseHandle } from '@/lib/handle';
import { useTestStore, useTestStrings, type TestStrings } from './test-context';
import type { Slide } from './test-store';

const GENDER_LABEL: Record<Gender, keyof TestStrings> = {
  female: 'genderFemale',
  male: 'genderMale',
  other: 'genderOther',
  unspecified: 'genderUnspecified',
};

export function LanguageSlide({ languages }: { languages: readonly QuestionnaireLanguage[] }) {
  const { t } = useTestStrings();
  const current = useTestStore((s) => s.lang);
  const choose = useTestStore((s) => s.chooseLanguage);
  const sorted = [...languages].sort((a, b) =>
    a.id === current ? -1 : b.id === current ? 1 : a.name.localeCompare(b.name),
  );
  return (
    <SlideFrame title={t.languageTitle} hint={t.languageHint}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {sorted.map((language) => (
          <li key={language.id}>
            <button
              type="button"
              lang={language.id}
              dir={language.dir}
              aria-pressed={language.id === current}
              onClick={() => choose(language.id)}
              className={`w-full ${language.id === current ? 'btn-primary' : 'btn-outline'}`}
            >
              {language.name}
            </button>
          </li>
        ))}
      </ul>
    </SlideFrame>
  );
}

export function GenderSlide() {
  const { t } = useTestStrings();
  const current = useTestStore((s) => s.gender);
  const choose = useTestStore((s) => s.chooseGender);
  return (
    <SlideFrame title={t.genderTitle} hint={t.genderHint} back="language">
      <ul className="grid gap-2 sm:grid-cols-2">
        {GENDERS.map((gender) => (
          <li key={gender}>
            <button
              type="button"
              aria-pressed={gender === current}
              onClick={() => choose(gender)}
              className={`w-full ${gender === current ? 'btn-primary' : 'btn-outline'}`}
            >
              {t[GENDER_LABEL[gender]]}
            </button>
          </li>
        ))}
      </ul>
    </SlideFrame>
  );
}

export function AgeSlide() {
  const { t } = useTestStrings();
  const saved = useTestStore((s) => s.age);
  const setAge = useTestStore((s) => s.setAge);
  const [value, setValue] = useState(saved === null ? '' : String(saved));
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const age = Number(value.trim());
    if (value.trim() === '' || !Number.isInteger(age) || age > MAX_AGE || age < 0)
      setError(t.ageInvalid);
    else if (age < MIN_AGE) setError(t.ageTooYoung);
    else setAge(age);
  }

  return (
    <SlideFrame title={t.ageTitle} back="gender">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label htmlFor={id} className="font-semibold">
          {t.ageLabel}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          step={1}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="field w-32"
        />
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {t.ageHint}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-error font-semibold">
            {error}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn-primary">
            {t.next}
          </button>
        </div>
      </form>
    </SlideFrame>
  );
}

export function HandleSlide() {
  const { t } = useTestStrings();
  const saved = useTestStore((s) => s.handle);
  const setHandle = useTestStore((s) => s.setHandle);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState(false);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === '') return setHandle('');
    const handle = parseHandle(value);
    if (handle !== null) setHandle(handle);
    else setError(true);
  }

  return (
    <SlideFrame title={t.handleTitle} back="age">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label htmlFor={id} className="font-semibold">
          {t.handleLabel}
        </label>
        <input
          id={id}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={31}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(false);
          }}
          aria-invalid={error || undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="field w-full max-w-sm"
        />
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {t.handleHint}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-error font-semibold">
            {t.handleInvalid}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            {t.next}
          </button>
          <button type="button" className="btn-outline" onClick={() => setHandle('')}>
            {t.skipHandle}
          </button>
        </div>
      </form>
    </SlideFrame>
  );
}

function SlideFrame({
  title,
  hint,
  back,
  children,
}: {
  title: string;
  hint?: string;
  back?: Slide;
  children: ReactNode;
}) {
  const { t } = useTestStrings();
  const goTo = useTestStore((s) => s.goToSlide);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="slide-heading">
      <h2
        id="slide-heading"
        data-slide-heading
        tabIndex={-1}
        className="text-2xl font-bold outline-offset-4"
      >
        {title}
      </h2>
      {hint ? <p className="max-w-prose text-neutral-700">{hint}</p> : null}
      {children}
      {back ? (
        <div>
          <button type="button" className="btn-outline" onClick={() => goTo(back)}>
            {t.back}
          </button>
        </div>
      ) : null}
    </section>
  );
}
