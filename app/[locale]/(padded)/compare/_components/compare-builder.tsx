'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SectionHeading } from '@/components/ui/section-heading';
import { encodeCompareId, MAX_PEOPLE, NAME_MAX } from '@/lib/compare/id';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { CheckText, CompareActions, isolate, PersonRow } from './person-list';
import { useCompareBuilder, type BuilderStart } from './use-compare-builder';

export type { BuilderStart } from './use-compare-builder';

/**
 * Builds the list of people to compare: a name and a result id or link each, at least two, names
 * and results unique, each result checked as it is added. "Compare" opens /compare/{id}, where the
 * id encodes the list and can be shared. The form is a plain GET to /compare carrying the list so
 * far: before the page's scripts run, the server adds the person (app/[locale]/(padded)/compare/
 * page.tsx); after, it happens here, and the list is kept in the browser across reloads.
 * Its length is the form's markup; the state and the rules are in use-compare-builder.ts.
 */
export function CompareBuilder({ locale, start }: { locale: Locale; start: BuilderStart }) {
  const t = useTranslations('CompareBuilder');
  const formId = useId();
  const builder = useCompareBuilder(start);
  const { people, errors, offered, full } = builder;
  const number = useMemo(() => new Intl.NumberFormat(localeTag(locale)).format, [locale]);

  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <form
        noValidate
        action={getPathname({ locale, href: '/compare/edit' })}
        onSubmit={builder.add}
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="people" value={encodeCompareId(people)} />
        <input type="hidden" name="add" value="1" />
        <Field
          id={`${formId}-name`}
          label={t('nameLabel')}
          hint={t('nameHint')}
          error={errors.name ? t(errors.name) : undefined}
          after={
            offered ? (
              <Button size="sm" className="self-start text-sm" onClick={builder.takeOffered}>
                {t('useHandle', { name: isolate(offered) })}
              </Button>
            ) : null
          }
        >
          {(control) => (
            <input
              {...control}
              ref={builder.nameField}
              name="name"
              className="field"
              value={builder.name}
              maxLength={NAME_MAX + 10}
              autoComplete="off"
              onChange={(e) => builder.typeName(e.target.value)}
            />
          )}
        </Field>
        <Field
          id={`${formId}-result`}
          label={t('resultLabel')}
          hint={t('resultHint')}
          error={errors.result ? t(errors.result) : undefined}
          describedBy={`${formId}-result-check`}
          after={
            <p id={`${formId}-result-check`} aria-live="polite" className="text-sm">
              {errors.result ? null : <CheckText check={builder.check} />}
            </p>
          }
        >
          {(control) => (
            <input
              {...control}
              ref={builder.resultField}
              name="result"
              className="field"
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={builder.resultValue}
              onChange={(e) => builder.typeResult(e.target.value)}
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={full}>
            {builder.editing === null ? t('add') : t('save')}
          </Button>
          {full ? (
            <p className="mt-2 text-sm text-neutral-700">{t('full', { max: MAX_PEOPLE })}</p>
          ) : null}
        </div>
      </form>

      <section aria-labelledby={`${formId}-list`} className="flex flex-col gap-3">
        <SectionHeading id={`${formId}-list`}>{t('listHeading')}</SectionHeading>
        {people.length === 0 ? <p className="text-neutral-700">{t('empty')}</p> : null}
        <ol className="flex flex-col gap-2">
          {people.map((person, i) => (
            <PersonRow
              key={person.id}
              person={person}
              check={builder.checkOf(person.id)}
              index={i}
              number={number}
              onEdit={() => builder.edit(i)}
              onRemove={() => builder.remove(i)}
            />
          ))}
        </ol>
        <CompareActions people={people} noteId={`${formId}-need-two`} onClear={builder.clear} />
      </section>
    </div>
  );
}
