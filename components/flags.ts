import 'server-only';
import type { StaticImageData } from 'next/image';
import type { Locale } from '@/lib/i18n/locales';
import al from 'flag-icons/flags/4x3/al.svg';
import am from 'flag-icons/flags/4x3/am.svg';
import arab from 'flag-icons/flags/4x3/arab.svg';
import bg from 'flag-icons/flags/4x3/bg.svg';
import br from 'flag-icons/flags/4x3/br.svg';
import cn from 'flag-icons/flags/4x3/cn.svg';
import cz from 'flag-icons/flags/4x3/cz.svg';
import de from 'flag-icons/flags/4x3/de.svg';
import dk from 'flag-icons/flags/4x3/dk.svg';
import ee from 'flag-icons/flags/4x3/ee.svg';
import catalonia from 'flag-icons/flags/4x3/es-ct.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import fi from 'flag-icons/flags/4x3/fi.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import hk from 'flag-icons/flags/4x3/hk.svg';
import hr from 'flag-icons/flags/4x3/hr.svg';
import hu from 'flag-icons/flags/4x3/hu.svg';
import id from 'flag-icons/flags/4x3/id.svg';
import il from 'flag-icons/flags/4x3/il.svg';
import india from 'flag-icons/flags/4x3/in.svg';
import ir from 'flag-icons/flags/4x3/ir.svg';
import is from 'flag-icons/flags/4x3/is.svg';
import it from 'flag-icons/flags/4x3/it.svg';
import jp from 'flag-icons/flags/4x3/jp.svg';
import kr from 'flag-icons/flags/4x3/kr.svg';
import nl from 'flag-icons/flags/4x3/nl.svg';
import no from 'flag-icons/flags/4x3/no.svg';
import pk from 'flag-icons/flags/4x3/pk.svg';
import pl from 'flag-icons/flags/4x3/pl.svg';
import ro from 'flag-icons/flags/4x3/ro.svg';
import rs from 'flag-icons/flags/4x3/rs.svg';
import ru from 'flag-icons/flags/4x3/ru.svg';
import se from 'flag-icons/flags/4x3/se.svg';
import si from 'flag-icons/flags/4x3/si.svg';
import sz from 'flag-icons/flags/4x3/sz.svg';
import th from 'flag-icons/flags/4x3/th.svg';
import tr from 'flag-icons/flags/4x3/tr.svg';
import ua from 'flag-icons/flags/4x3/ua.svg';
import us from 'flag-icons/flags/4x3/us.svg';

// Turbopack turns these imports into URL strings, webpack into StaticImageData objects.
const flags: Record<Locale, StaticImageData | string> = {
  en: us,
  ar: arab,
  bg,
  ca: catalonia,
  cs: cz,
  da: dk,
  de,
  es,
  et: ee,
  fa: ir,
  fi,
  fr,
  he: il,
  hi: india,
  hr,
  hu,
  hy: am,
  id,
  is,
  it,
  ja: jp,
  ko: kr,
  nl,
  no,
  pl,
  pt: br,
  ro,
  ru,
  sl: si,
  sq: al,
  sr: rs,
  ss: sz,
  sv: se,
  th,
  tr,
  uk: ua,
  ur: pk,
  'zh-Hans': cn,
  'zh-HK': hk,
};

/** URL of the (content-hashed, immutable) flag image shown for a UI language. */
export function flagSrc(locale: Locale): string {
  const flag = flags[locale];
  return typeof flag === 'string' ? flag : flag.src;
}
