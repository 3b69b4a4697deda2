import type { Language } from '@site/shared/i18n/languages';

/** A page and its h1 as a visitor reads it, in the languages given. */
export interface PageHeading {
  path: string;
  h1: Partial<Record<Language, string>>;
}

const cncList = 'products/cnc-laser';

/** The shell's own pages. */
export const shellPages: readonly PageHeading[] = [
  {
    path: '',
    h1: {
      az: 'Metal konstruksiyalar və sənaye dəzgahları — çertyojdan təhvilə qədər',
      tr: 'Çelik yapılar ve endüstriyel makineler, çizimden teslimata',
      en: 'Steel structures and industrial machines, from drawing to delivery',
      ru: 'Металлоконструкции и промышленные станки — от чертежа до сдачи',
    },
  },
  {
    path: 'services',
    h1: {
      az: 'İlk eskizdən son bolta qədər',
      tr: 'İlk eskizden son cıvataya kadar',
      en: 'From the first sketch to the last bolt',
      ru: 'От первого эскиза до последнего болта',
    },
  },
  {
    path: 'products',
    h1: {
      az: 'Metal emalı üçün dəzgahlar və sərf materialları',
      tr: 'Metal işleme için makineler ve sarf malzemeleri',
      en: 'Machines and consumables for metalworking',
      ru: 'Станки и расходные материалы для металлообработки',
    },
  },
  {
    path: 'about',
    h1: {
      az: 'Bir şirkətdə mühəndislər, istehsalçılar və servis mütəxəssisləri',
      tr: 'Mühendisler, imalatçılar ve servis teknisyenleri tek bir şirkette',
      en: 'Engineers, fabricators and service technicians in one company',
      ru: 'Инженеры, производственники и сервисные специалисты в одной компании',
    },
  },
];

/** The service pages (services-mfe). */
export const servicePages: readonly PageHeading[] = [
  {
    path: 'services/metal-processing',
    h1: {
      az: 'Çertyojunuz üzrə polad detallar — öz emalatxanamızda',
      tr: 'Çiziminize göre çelik parçalar, kendi atölyemizde',
      en: 'Steel parts made to your drawing in our own workshop',
      ru: 'Стальные детали по вашему чертежу — в собственном цехе',
    },
  },
  {
    path: 'services/metal-construction',
    h1: {
      az: 'Bir komandanın layihələndirdiyi, hazırladığı və quraşdırdığı polad konstruksiyalar',
      tr: 'Tek ekibin tasarladığı, ürettiği ve monte ettiği çelik yapılar',
      en: 'Steel structures designed, fabricated and erected by one team',
      ru: 'Стальные конструкции, которые проектирует, изготавливает и монтирует одна команда',
    },
  },
  {
    path: 'services/rebar-formwork-concrete',
    h1: {
      az: 'Polad karkası qəbul etməyə hazır bünövrələr',
      tr: 'Üzerine oturacak çeliğe hazır temeller',
      en: 'Foundations ready for the steel that stands on them',
      ru: 'Фундаменты, готовые принять стальной каркас',
    },
  },
  {
    path: 'services/industrial-maintenance',
    h1: {
      az: 'Metalınızı kəsən və emal edən dəzgahlar üçün servis',
      tr: 'Metalinizi kesen ve işleyen makineler için servis',
      en: 'Service for the machines that cut and shape your metal',
      ru: 'Сервис для станков, которые режут и обрабатывают ваш металл',
    },
  },
  {
    path: 'services/project-design',
    h1: {
      az: 'Ekspertizadan keçən və tikilə bilən çertyojlar',
      tr: 'Onaydan geçen ve uygulanabilen çizimler',
      en: 'Drawings that pass review and can be built',
      ru: 'Чертежи, которые проходят экспертизу и по которым можно строить',
    },
  },
  {
    path: 'services/tower-installation',
    h1: {
      az: 'Şaquli və vaxtında qurulan qüllələr və dirəklər',
      tr: 'Şakülünde ve zamanında dikilen kuleler ve direkler',
      en: 'Towers and masts erected plumb and on schedule',
      ru: 'Башни и мачты — строго по вертикали и в срок',
    },
  },
  {
    path: 'services/facade-covering',
    h1: {
      az: 'Xəzər küləyinə və yay günəşinə davam gətirən fasadlar',
      tr: 'Hazar rüzgârına ve yaz güneşine dayanan cepheler',
      en: 'Facades that stand up to the Caspian wind and the summer sun',
      ru: 'Фасады, которым не страшны каспийский ветер и летнее солнце',
    },
  },
  {
    path: 'services/building-assembly',
    h1: {
      az: 'Hazır polad binalar — sizin ərazinizdə yığılır',
      tr: 'Prefabrik çelik binalar, sizin sahanızda monte edilir',
      en: 'Prefabricated steel buildings assembled on your site',
      ru: 'Быстровозводимые стальные здания — собираем на вашей площадке',
    },
  },
];

/** The catalogue, welding, lathe and mill, cutting, consumables and coming-soon pages (products-mfe). */
export const productPages: readonly PageHeading[] = [
  {
    path: 'products',
    h1: {
      az: 'Metal emalı üçün dəzgahlar və sərf materialları',
      tr: 'Metal işleme için makineler ve sarf malzemeleri',
      en: 'Machines and consumables for metalworking',
      ru: 'Станки и расходные материалы для металлообработки',
    },
  },
  {
    path: 'products/welding-machines',
    h1: {
      az: 'Sex və tikinti meydançası üçün qaynaq aparatları',
      tr: 'Atölye ve şantiye için kaynak makineleri',
      en: 'Welding machines for the workshop and the site',
      ru: 'Сварочное оборудование для цеха и монтажной площадки',
    },
  },
  {
    path: 'products/welding-machines/handheld-laser-welding',
    h1: {
      az: 'Əl lazer qaynaq aparatı',
      tr: 'El tipi lazer kaynak makinesi',
      en: 'Handheld laser welding machine',
      ru: 'Ручной лазерный сварочный аппарат',
    },
  },
  {
    path: 'products/welding-machines/mig-mag-welding',
    h1: {
      az: 'MIG/MAG qaynaq aparatları',
      tr: 'MIG/MAG kaynak makineleri',
      en: 'MIG/MAG welding machines',
      ru: 'Сварочные аппараты MIG/MAG',
    },
  },
  {
    path: 'products/welding-machines/tig-welding',
    h1: {
      az: 'TIG qaynaq aparatları',
      tr: 'TIG kaynak makineleri',
      en: 'TIG welding machines',
      ru: 'Сварочные аппараты TIG',
    },
  },
  {
    path: 'products/torna-freze',
    h1: {
      az: 'Torna və freze dəzgahları',
      tr: 'Torna ve freze tezgâhları',
      en: 'Lathes and milling machines',
      ru: 'Токарные и фрезерные станки',
    },
  },
  {
    path: 'products/cutting-machines',
    h1: {
      az: 'Gilyotin qayçılar və plazma kəsmə dəzgahları',
      tr: 'Giyotin makaslar ve plazma kesim makineleri',
      en: 'Guillotine shears and plasma cutters',
      ru: 'Гильотинные ножницы и станки плазменной резки',
    },
  },
  {
    path: 'products/consumables',
    h1: {
      az: 'Qaynaq, kəsmə və təhlükəsizlik üçün sərf materialları',
      tr: 'Kaynak, kesim ve iş güvenliği için sarf malzemeleri',
      en: 'Consumables for welding, cutting and safety',
      ru: 'Расходные материалы для сварки, резки и охраны труда',
    },
  },
  {
    path: 'products/compressors',
    h1: {
      az: 'Kompressorlar',
      tr: 'Kompresörler',
      en: 'Compressors',
      ru: 'Компрессоры',
    },
  },
  {
    path: 'products/industrial-scales',
    h1: {
      az: 'Sənaye tərəziləri',
      tr: 'Endüstriyel teraziler',
      en: 'Industrial scales',
      ru: 'Промышленные весы',
    },
  },
  {
    path: 'products/generators',
    h1: {
      az: 'Generatorlar',
      tr: 'Jeneratörler',
      en: 'Generators',
      ru: 'Генераторы',
    },
  },
];

/** Every CNC laser page, with its h1 in English (products-mfe). */
export const cncPages: readonly PageHeading[] = [
  { path: cncList, h1: { en: 'CNC laser cutting machines' } },
  { path: `${cncList}/single-platform`, h1: { en: 'Single-platform fibre laser cutting machine' } },
  {
    path: `${cncList}/exchange-platform`,
    h1: { en: 'Exchange-platform fibre laser cutting machine' },
  },
  { path: `${cncList}/large-format`, h1: { en: 'Large-format fibre laser cutting machine' } },
  { path: `${cncList}/2-chuck-tube`, h1: { en: 'Two-chuck tube laser cutting machine' } },
  { path: `${cncList}/3-chuck-tube`, h1: { en: 'Three-chuck tube laser cutting machine' } },
  { path: `${cncList}/4-chuck-tube`, h1: { en: 'Four-chuck heavy tube laser cutting machine' } },
  { path: `${cncList}/h-beam-laser`, h1: { en: 'H-beam and profile laser cutting line' } },
  { path: `${cncList}/plate-tube-integrated`, h1: { en: 'Sheet and tube laser cutting machine' } },
  { path: `${cncList}/automatic-coil`, h1: { en: 'Coil-fed laser cutting line' } },
  { path: `${cncList}/automatic-feeding`, h1: { en: 'Automatic tube bundle feeder' } },
  { path: `${cncList}/auto-feed`, h1: { en: 'Automatic sheet loading and unloading system' } },
  {
    path: `${cncList}/square-tube`,
    h1: { en: 'Square and rectangular tube laser cutting machine' },
  },
  { path: `${cncList}/round-tube`, h1: { en: 'Round tube laser cutting machine' } },
  { path: `${cncList}/bevel-cutting`, h1: { en: 'Laser cutting machine with a 3D bevel head' } },
  { path: `${cncList}/high-power`, h1: { en: 'High-power fibre laser cutting machine' } },
  { path: `${cncList}/cutting-welding`, h1: { en: 'Robotic laser cutting and welding cell' } },
];

/** The showcase pages (showcase-mfe). */
export const showcasePages: readonly PageHeading[] = [
  {
    path: 'about',
    h1: {
      az: 'Bir şirkətdə mühəndislər, istehsalçılar və servis mütəxəssisləri',
      tr: 'Mühendisler, imalatçılar ve servis teknisyenleri tek bir şirkette',
      en: 'Engineers, fabricators and service technicians in one company',
      ru: 'Инженеры, производственники и сервисные специалисты в одной компании',
    },
  },
  {
    path: 'sectors',
    h1: {
      az: 'Altı sahə, layihədən servisə qədər bir komanda',
      tr: 'Altı alan, tasarımdan servise tek ekip',
      en: 'Six fields, one team from design to service',
      ru: 'Шесть направлений — одна команда от проекта до сервиса',
    },
  },
  {
    path: 'projects',
    h1: {
      az: 'İstehsal etdiyimiz, quraşdırdığımız və təhvil verdiyimiz işlər',
      tr: 'İmal ettiğimiz, monte ettiğimiz ve teslim ettiğimiz işler',
      en: 'Work we have fabricated, installed and handed over',
      ru: 'Работы, которые мы изготовили, смонтировали и сдали',
    },
  },
  {
    path: 'partners',
    h1: {
      az: 'Layihələrimizin və dəzgahlarımızın arxasındakı şirkətlər',
      tr: 'Projelerimizin ve makinelerimizin arkasındaki şirketler',
      en: 'The companies behind our projects and machines',
      ru: 'Компании, которые стоят за нашими проектами и станками',
    },
  },
  {
    path: 'contact',
    h1: {
      az: 'Nə tikmək və ya hansı avadanlığı qurmaq istədiyinizi bizə yazın',
      tr: 'İnşa etmek ya da donatmak istediğinizi bize anlatın',
      en: 'Tell us what you need to build or equip',
      ru: 'Расскажите, что нужно построить или оснастить',
    },
  },
];

/** Every page with a known h1, once each (a section's overview appears in two lists). */
export const pageHeadings: ReadonlyMap<string, PageHeading['h1']> = new Map(
  [...shellPages, ...servicePages, ...productPages, ...cncPages, ...showcasePages].map(
    ({ path, h1 }) => [path, h1],
  ),
);
