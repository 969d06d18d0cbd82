'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
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

/**
 * The questionnaire languages in the order the page gives (sorted on the server by their names in
 * the interface's collation), with the current one first: it is preselected, and still a choice.
 */
export function LanguageSlide({ languages }: { languages: readonly QuestionnaireLanguage[] }) {
  const { t } = useTestStrings();
  const current = useTestStore((s) => s.lang);
  const choose = useTestStore((s) => s.chooseLanguage);
  const first = languages.find((language) => language.id === current);
  const sorted = first ? [first, ...languages.filter((language) => language !== first)] : languages;
  return (
    <SlideFrame title={t.languageTitle} hint={t.languageHint}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="languages">
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

type SetupErrors = { gender?: string; age?: string };

/** Gender and age on one screen: both decide the norm group the scores are compared with. */
export function SetupSlide() {
  const { t } = useTestStrings();
  const saved = useTestStore((s) => s.gender);
  const savedAge = useTestStore((s) => s.age);
  const setProfile = useTestStore((s) => s.setProfile);
  const [gender, setGender] = useState<Gender | null>(saved);
  const [age, setAge] = useState(savedAge === null ? '' : String(savedAge));
  const [errors, setErrors] = useState<SetupErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const years = Number(age.trim());
    const next: SetupErrors = {};
    if (!gender) next.gender = t.genderRequired;
    if (age.trim() === '' || !Number.isInteger(years) || years > MAX_AGE || years < 0)
      next.age = t.ageInvalid;
    else if (years < MIN_AGE) next.age = t.ageTooYoung;
    setErrors(next);
    if (gender && !next.age) return setProfile(gender, years);
    // The first field to fix takes focus; its message is announced (role="alert").
    form.current
      ?.querySelector<HTMLElement>(next.gender ? 'input[type="radio"]' : 'input[type="number"]')
      ?.focus();
  }

  const describe = (field: keyof SetupErrors, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <SlideFrame title={t.setupTitle} hint={t.genderHint} back="language">
      <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-6">
        <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={describe('gender')}>
          <legend className="mb-3 font-semibold">{t.genderTitle}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {GENDERS.map((value) => (
              <label
                key={value}
                className={`has-[:focus-visible]:outline-secondary flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 ${
                  gender === value
                    ? 'border-primary bg-primary text-on-primary'
                    : 'border-neutral-400 bg-white hover:bg-neutral-100'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-gender`}
                  value={value}
                  checked={gender === value}
                  onChange={() => {
                    setGender(value);
                    setErrors(({ gender: _, ...rest }) => rest);
                  }}
                  className="accent-secondary size-5 shrink-0"
                />
                <span>{t[GENDER_LABEL[value]]}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${id}-gender-error`} message={errors.gender} />
        </fieldset>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-age`} className="font-semibold">
            {t.ageLabel}
          </label>
          <input
            id={`${id}-age`}
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            step={1}
            value={age}
            onChange={(event) => {
              setAge(event.target.value);
              setErrors(({ age: _, ...rest }) => rest);
            }}
            aria-invalid={errors.age ? true : undefined}
            aria-describedby={describe('age', `${id}-age-hint`)}
            className="field w-32"
          />
          <p id={`${id}-age-hint`} className="text-sm text-neutral-700">
            {t.ageHint}
          </p>
          <FieldError id={`${id}-age-error`} message={errors.age} />
        </div>
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
    <SlideFrame title={t.handleTitle} back="setup">
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

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="text-error font-semibold">
      {message}
    </p>
  ) : null;
}
