'use client';

import { useTranslations, type Messages } from 'next-intl';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { GENDERS, MAX_AGE, MIN_AGE, type Gender } from '@/inventory/info';
import type { QuestionnaireLanguage } from '@/inventory/languages';
import { Button, buttonClass } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { parseHandle } from '@/lib/results/handle';
import { useTestStore } from './test-context';
import type { Slide } from './test-store';

const GENDER_LABEL: Record<Gender, keyof Messages['Test']> = {
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
  const t = useTranslations('Test');
  const current = useTestStore((s) => s.lang);
  const choose = useTestStore((s) => s.chooseLanguage);
  const first = languages.find((language) => language.id === current);
  const sorted = first ? [first, ...languages.filter((language) => language !== first)] : languages;
  return (
    <SlideFrame title={t('languageTitle')} hint={t('languageHint')}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="languages">
        {sorted.map((language) => (
          <li key={language.id}>
            <button
              type="button"
              lang={language.id}
              dir={language.dir}
              aria-pressed={language.id === current}
              onClick={() => choose(language.id)}
              className={buttonClass({
                variant: language.id === current ? 'primary' : 'outline',
                className: 'w-full',
              })}
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
export /** Its length is the two fields' markup (gender, age) with their errors. */
function SetupSlide() {
  const t = useTranslations('Test');
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
    if (!gender) next.gender = t('genderRequired');
    if (age.trim() === '' || !Number.isInteger(years) || years > MAX_AGE || years < 0)
      next.age = t('ageInvalid');
    else if (years < MIN_AGE) next.age = t('ageTooYoung');
    setErrors(next);
    if (gender && !next.age) return setProfile(gender, years);
    // The first field to fix takes focus; its message is announced (role="alert").
    form.current
      ?.querySelector<HTMLElement>(next.gender ? 'input[type="radio"]' : 'input[type="number"]')
      ?.focus();
  }

  return (
    <SlideFrame title={t('setupTitle')} hint={t('genderHint')} back="language">
      <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-6">
        <fieldset
          className="flex min-w-0 flex-col gap-3"
          aria-describedby={errors.gender ? `${id}-gender-error` : undefined}
        >
          <legend className="mb-3 font-semibold">{t('genderTitle')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {GENDERS.map((value) => (
              <label
                key={value}
                className={`has-[:focus-visible]:outline-secondary flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 transition-[color,background-color,border-color] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 ${
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
                <span>{t(GENDER_LABEL[value])}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${id}-gender-error`} message={errors.gender} />
        </fieldset>
        <Field
          id={`${id}-age`}
          label={t('ageLabel')}
          hint={t('ageHint')}
          error={errors.age}
          className="flex flex-col gap-2"
        >
          {(control) => (
            <input
              {...control}
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
              className="field w-32"
            />
          )}
        </Field>
        <div>
          <Button type="submit" variant="primary">
            {t('next')}
          </Button>
        </div>
      </form>
    </SlideFrame>
  );
}

export function HandleSlide() {
  const t = useTranslations('Test');
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
    <SlideFrame title={t('handleTitle')} back="setup">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field
          id={id}
          label={t('handleLabel')}
          hint={t('handleHint')}
          error={error ? t('handleInvalid') : undefined}
          className="flex flex-col gap-3"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              // A handle is Latin letters and digits: written left to right on every page.
              dir="ltr"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={31}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(false);
              }}
              className="field w-full max-w-sm"
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="primary">
            {t('next')}
          </Button>
          <Button onClick={() => setHandle('')}>{t('skipHandle')}</Button>
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
  const t = useTranslations('Test');
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
          <Button onClick={() => goTo(back)}>{t('back')}</Button>
        </div>
      ) : null}
    </section>
  );
}
