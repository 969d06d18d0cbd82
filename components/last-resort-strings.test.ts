import en from '@/messages/en.json';
import { lastResortStrings } from './last-resort-strings';

it('falls back to the English messages when the locale layout never rendered', () => {
  expect(lastResortStrings()).toMatchObject({
    lang: 'en',
    dir: 'ltr',
    fatalTitle: en.Error.fatalTitle,
    fatalDetails: en.Error.fatalDetails,
    home: en.Error.home,
    homeHref: '/',
  });
});
