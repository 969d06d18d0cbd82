import 'server-only';
import type { StaticImageData } from 'next/image';
import type { Locale } from '@/lib/i18n/locales';
import arab from 'flag-icons/flags/4x3/arab.svg';
import br from 'flag-icons/flags/4x3/br.svg';
import cn from 'flag-icons/flags/4x3/cn.svg';
import de from 'flag-icons/flags/4x3/de.svg';
import dk from 'flag-icons/flags/4x3/dk.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import fi from 'flag-icons/flags/4x3/fi.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import id from 'flag-icons/flags/4x3/id.svg';
import il from 'flag-icons/flags/4x3/il.svg';
import india from 'flag-icons/flags/4x3/in.svg';
import is from 'flag-icons/flags/4x3/is.svg';
import it from 'flag-icons/flags/4x3/it.svg';
import jp from 'flag-icons/flags/4x3/jp.svg';
import no from 'flag-icons/flags/4x3/no.svg';
import pl from 'flag-icons/flags/4x3/pl.svg';
import ru from 'flag-icons/flags/4x3/ru.svg';
import se from 'flag-icons/flags/4x3/se.svg';
import th from 'flag-icons/flags/4x3/th.svg';
import ua from 'flag-icons/flags/4x3/ua.svg';
import us from 'flag-icons/flags/4x3/us.svg';

// Turbopack turns these imports into URL strings, webpack into StaticImageData objects.
const flags: Record<Locale, StaticImageData | string> = {
  en: us,
  ar: arab,
  da: dk,
  de,
  es,
  fi,
  fr,
  he: il,
  hi: india,
  id,
  is,
  it,
  ja: jp,
  no,
  pl,
  pt: br,
  ru,
  sv: se,
  th,
  uk: ua,
  'zh-Hans': cn,
};

/** URL of the (content-hashed, immutable) flag image shown for a UI language. */
export function flagSrc(locale: Locale): string {
  const flag = flags[locale];
  return typeof flag === 'string' ? flag : flag.src;
}
