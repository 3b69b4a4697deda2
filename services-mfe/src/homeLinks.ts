import type { HomeLink } from '@site/shared/contract/manifest';
import construction from './assets/artwork/home/construction.svg';
import cutting from './assets/artwork/home/cutting.svg';
import repair from './assets/artwork/home/repair.svg';
import welding from './assets/artwork/home/welding.svg';
import az from '../content/pages/home-cards/az/words.json';
import en from '../content/pages/home-cards/en/words.json';
import ru from '../content/pages/home-cards/ru/words.json';
import tr from '../content/pages/home-cards/tr/words.json';

type Card = keyof typeof az;
const words = { az, tr, en, ru };
const text = (card: Card, field: 'title' | 'text' | 'alt') => ({
  az: words.az[card][field],
  tr: words.tr[card][field],
  en: words.en[card][field],
  ru: words.ru[card][field],
});

const link = (card: Card, path: string, src: string): HomeLink => ({
  path,
  title: text(card, 'title'),
  text: text(card, 'text'),
  image: { src, width: 1200, height: 900, alt: text(card, 'alt') },
});

/** Spec: the home page's four service cards (cutting, welding and installation, metal construction, industrial repair). */
export const homeLinks: readonly HomeLink[] = [
  link('cutting', 'services/metal-processing', cutting),
  link('welding', 'services/building-assembly', welding),
  link('construction', 'services/metal-construction', construction),
  link('repair', 'services/industrial-maintenance', repair),
];
