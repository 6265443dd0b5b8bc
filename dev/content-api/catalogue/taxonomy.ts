/**
 * Locale-independent structure of the catalogue: keys of everything the phrase banks translate, the category
 * tree, product types, filter dimensions, places and proper names. The phrase banks (text/*.ts) give each key
 * its words per locale; generate.ts combines them with the seeded PRNG.
 */
import type { LocaleCode } from './types.ts';

export const LOCALES: readonly LocaleCode[] = ['pl', 'en', 'de', 'cz', 'ru', 'no', 'fr'];

export const BRAND = 'Formanta';
/** Never a real third-party domain: everything lives under example.com. */
export const BRAND_DOMAIN = 'formanta.example.com';
/** Fixed epoch every date is derived from (seeded offsets before it). */
export const EPOCH_MS = Date.UTC(2026, 0, 1, 0, 0, 0);

// ---------------------------------------------------------------------------------------------- site

export const NODE_KEYS = [
  'home',
  'products',
  'collections',
  'designers',
  'realizations',
  'news',
  'stories',
  'inspirations',
  'search',
  'contact',
  'patterns',
  'privacy',
  'about',
  'careers',
  'showrooms',
  'files',
  'sustainability',
  'customerService',
  'warranty',
  'hybridOffice',
  'newsletter',
] as const;
export type NodeKey = (typeof NODE_KEYS)[number];

// ---------------------------------------------------------------------------------------------- catalogue

export const GROUP_KEYS = ['chairs', 'tables', 'soft', 'storage', 'acoustics'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

export const DIM_OPTIONS = {
  frame: ['frameAluminium', 'frameBlack', 'frameChrome', 'frameOak'],
  upholstery: ['uphFabric', 'uphLeather', 'uphEcoLeather', 'uphBoucle'],
  armrests: ['armNone', 'armFixed', 'arm2d', 'arm4d'],
  top: ['topLaminate', 'topOak', 'topFenix', 'topLinoleum'],
  tableFrame: ['tfFourLeg', 'tfSled', 'tfColumn', 'tfPanel'],
  shape: ['shapeRect', 'shapeRound', 'shapeOval', 'shapeBarrel'],
  legs: ['legsWood', 'legsMetal', 'legsSled', 'legsPlinth'],
  size: ['sizeOne', 'sizeTwo', 'sizeThree', 'sizeCorner'],
  carcass: ['carcLaminate', 'carcSteel', 'carcVeneer'],
  lock: ['lockKey', 'lockCode', 'lockRfid'],
  height: ['h2', 'h3', 'h5'],
  mounting: ['mountWall', 'mountCeiling', 'mountFree', 'mountDesk'],
  finish: ['finPetFelt', 'finFabric', 'finWoolFelt'],
  boothSize: ['boothSingle', 'boothDuo', 'boothQuad'],
} as const;
export type DimKey = keyof typeof DIM_OPTIONS;
export type DimOptionKey = (typeof DIM_OPTIONS)[DimKey][number];
export const DIM_KEYS = Object.keys(DIM_OPTIONS) as DimKey[];

export const CHECKBOX_KEYS = [
  'headrest',
  'seatSlider',
  'lumbar',
  'castors',
  'cableTray',
  'electrification',
  'foldingTop',
  'memory',
  'usb',
  'highBack',
  'plinth',
  'led',
  'ventilation',
] as const;
export type CheckboxKey = (typeof CHECKBOX_KEYS)[number];

export const PRODUCT_TYPE_KEYS = [
  'taskChair',
  'ergonomicChair',
  'executiveChair',
  'meshChair',
  'conferenceChair',
  'cantileverChair',
  'barStool',
  'stool',
  'conferenceTable',
  'boardTable',
  'cafeTable',
  'highTable',
  'sitStandDesk',
  'desk',
  'benchDesk',
  'sofa',
  'modularSofa',
  'loungeChair',
  'highBackChair',
  'pouf',
  'cabinet',
  'slidingCabinet',
  'locker',
  'pedestal',
  'wallPanel',
  'deskScreen',
  'phoneBooth',
  'meetingPod',
] as const;
export type ProductTypeKey = (typeof PRODUCT_TYPE_KEYS)[number];

export interface CategoryDef {
  key: CategoryKey;
  group: GroupKey;
  dims: DimKey[];
  checks: CheckboxKey[];
  /** Leaf categories hold products of these types. */
  types?: ProductTypeKey[];
  /** Relative share of products (leaves). */
  weight?: number;
  draft?: boolean;
  children?: CategoryDef[];
}

export const CATEGORY_KEYS = [
  'seating',
  'officeChairs',
  'taskChairs',
  'executiveChairs',
  'meshChairs',
  'conferenceChairs',
  'stools',
  'tables',
  'conferenceTables',
  'cafeTables',
  'desks',
  'heightAdjustableDesks',
  'operationalDesks',
  'deskAccessories',
  'softSeating',
  'sofas',
  'armchairs',
  'poufs',
  'outdoor',
  'storage',
  'cabinets',
  'lockers',
  'pedestals',
  'acoustics',
  'acousticPanels',
  'phoneBooths',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const CATEGORY_TREE: CategoryDef[] = [
  {
    key: 'seating',
    group: 'chairs',
    dims: ['frame', 'upholstery', 'armrests'],
    checks: ['headrest', 'lumbar'],
    children: [
      {
        key: 'officeChairs',
        group: 'chairs',
        dims: ['frame', 'upholstery', 'armrests'],
        checks: ['headrest', 'seatSlider', 'lumbar'],
        children: [
          {
            key: 'taskChairs',
            group: 'chairs',
            dims: ['frame', 'upholstery', 'armrests'],
            checks: ['headrest', 'seatSlider', 'lumbar'],
            types: ['taskChair', 'ergonomicChair'],
            weight: 6,
          },
          {
            key: 'executiveChairs',
            group: 'chairs',
            dims: ['frame', 'upholstery', 'armrests'],
            checks: ['headrest', 'lumbar'],
            types: ['executiveChair'],
            weight: 4,
          },
          {
            key: 'meshChairs',
            group: 'chairs',
            dims: ['frame', 'armrests'],
            checks: ['headrest', 'seatSlider'],
            types: ['meshChair'],
            weight: 4,
          },
        ],
      },
      {
        key: 'conferenceChairs',
        group: 'chairs',
        dims: ['frame', 'upholstery'],
        checks: ['castors'],
        types: ['conferenceChair', 'cantileverChair'],
        weight: 5,
      },
      {
        key: 'stools',
        group: 'chairs',
        dims: ['frame', 'upholstery'],
        checks: ['castors'],
        types: ['barStool', 'stool'],
        weight: 3,
      },
    ],
  },
  {
    key: 'tables',
    group: 'tables',
    dims: ['top', 'tableFrame', 'shape'],
    checks: ['cableTray', 'electrification'],
    children: [
      {
        key: 'conferenceTables',
        group: 'tables',
        dims: ['top', 'tableFrame', 'shape'],
        checks: ['cableTray', 'electrification'],
        types: ['conferenceTable', 'boardTable'],
        weight: 4,
      },
      {
        key: 'cafeTables',
        group: 'tables',
        dims: ['top', 'shape'],
        checks: ['foldingTop'],
        types: ['cafeTable', 'highTable'],
        weight: 3,
      },
      {
        key: 'desks',
        group: 'tables',
        dims: ['top', 'tableFrame'],
        checks: ['cableTray', 'electrification'],
        children: [
          {
            key: 'heightAdjustableDesks',
            group: 'tables',
            dims: ['top', 'tableFrame'],
            checks: ['cableTray', 'memory'],
            types: ['sitStandDesk'],
            weight: 4,
          },
          {
            key: 'operationalDesks',
            group: 'tables',
            dims: ['top', 'tableFrame', 'shape'],
            checks: ['cableTray', 'electrification'],
            types: ['desk', 'benchDesk'],
            weight: 4,
          },
          { key: 'deskAccessories', group: 'tables', dims: ['top', 'tableFrame'], checks: ['cableTray'], draft: true },
        ],
      },
    ],
  },
  {
    key: 'softSeating',
    group: 'soft',
    dims: ['upholstery', 'legs', 'size'],
    checks: ['usb', 'highBack'],
    children: [
      {
        key: 'sofas',
        group: 'soft',
        dims: ['upholstery', 'legs', 'size'],
        checks: ['usb', 'highBack'],
        types: ['sofa', 'modularSofa'],
        weight: 4,
      },
      {
        key: 'armchairs',
        group: 'soft',
        dims: ['upholstery', 'legs'],
        checks: ['highBack'],
        types: ['loungeChair', 'highBackChair'],
        weight: 4,
      },
      { key: 'poufs', group: 'soft', dims: ['upholstery', 'shape'], checks: ['castors'], types: ['pouf'], weight: 2 },
      { key: 'outdoor', group: 'soft', dims: ['upholstery', 'legs'], checks: ['highBack'], draft: true },
    ],
  },
  {
    key: 'storage',
    group: 'storage',
    dims: ['carcass', 'lock', 'height'],
    checks: ['plinth', 'castors'],
    children: [
      {
        key: 'cabinets',
        group: 'storage',
        dims: ['carcass', 'lock', 'height'],
        checks: ['plinth'],
        types: ['cabinet', 'slidingCabinet'],
        weight: 3,
      },
      { key: 'lockers', group: 'storage', dims: ['carcass', 'lock'], checks: ['plinth'], types: ['locker'], weight: 2 },
      { key: 'pedestals', group: 'storage', dims: ['carcass', 'lock'], checks: ['castors'], types: ['pedestal'], weight: 2 },
    ],
  },
  {
    key: 'acoustics',
    group: 'acoustics',
    dims: ['mounting', 'finish'],
    checks: ['led', 'ventilation'],
    children: [
      {
        key: 'acousticPanels',
        group: 'acoustics',
        dims: ['mounting', 'finish'],
        checks: ['led'],
        types: ['wallPanel', 'deskScreen'],
        weight: 3,
      },
      {
        key: 'phoneBooths',
        group: 'acoustics',
        dims: ['finish', 'boothSize'],
        checks: ['led', 'ventilation'],
        types: ['phoneBooth', 'meetingPod'],
        weight: 3,
      },
    ],
  },
];

/** Materials as they appear in product copy; each key carries its context (upholstery, top, frame...). */
export const MATERIAL_KEYS = [
  'uphMerino',
  'uphRecycled',
  'uphLeather',
  'uphEcoLeather',
  'uphBoucle',
  'uphVelvet',
  'backMesh',
  'baseAluminium',
  'frameOak',
  'shellRecycled',
  'topOak',
  'topAsh',
  'topFenix',
  'topLinoleum',
  'frameSteel',
  'legsOak',
  'bodyOak',
  'bodyLaminate',
  'bodySteel',
  'frontsFenix',
  'fillPetFelt',
  'fillWoolFelt',
  'coverFabric',
  'frameAsh',
] as const;
export type MaterialKey = (typeof MATERIAL_KEYS)[number];

export const GROUP_MATERIALS: Record<GroupKey, { primary: MaterialKey[]; secondary: MaterialKey[] }> = {
  chairs: {
    primary: ['uphMerino', 'uphRecycled', 'uphLeather', 'uphEcoLeather', 'backMesh', 'shellRecycled'],
    secondary: ['baseAluminium', 'frameOak', 'frameSteel'],
  },
  tables: { primary: ['topOak', 'topAsh', 'topFenix', 'topLinoleum'], secondary: ['frameSteel', 'baseAluminium', 'legsOak'] },
  soft: { primary: ['uphMerino', 'uphBoucle', 'uphVelvet', 'uphLeather', 'uphRecycled'], secondary: ['legsOak', 'frameSteel'] },
  storage: { primary: ['bodyOak', 'bodyLaminate', 'bodySteel'], secondary: ['frontsFenix', 'legsOak'] },
  acoustics: { primary: ['fillPetFelt', 'fillWoolFelt', 'coverFabric'], secondary: ['frameAsh', 'frameSteel'] },
};

export const FEATURE_KEYS = {
  chairs: [
    'syncMechanism',
    'lumbarSupport',
    'seatDepth',
    'stackable',
    'weightTension',
    'breathableMesh',
    'recycledContent',
    'softCastors',
    'footRing',
    'rowLinking',
  ],
  tables: [
    'cableManagement',
    'modularExtension',
    'electricLift',
    'memoryPresets',
    'scratchResistant',
    'foldingMechanism',
    'levelingGlides',
  ],
  soft: ['modularSystem', 'privacyBack', 'removableCovers', 'integratedPower', 'coldFoam', 'hiddenFrame'],
  storage: ['softClose', 'adjustableShelves', 'levelingFeet', 'personalLock', 'recycledSteel', 'acousticFronts'],
  acoustics: ['classA', 'easyInstall', 'integratedLighting', 'silentVentilation', 'recycledBottles', 'mobility'],
} as const;
export type FeatureKey = (typeof FEATURE_KEYS)[GroupKey][number];
/** Features that only fit some product types (the others fit every type of their group). */
export const FEATURE_TYPES: Partial<Record<FeatureKey, readonly ProductTypeKey[]>> = {
  syncMechanism: ['taskChair', 'ergonomicChair', 'executiveChair', 'meshChair'],
  lumbarSupport: ['taskChair', 'ergonomicChair', 'executiveChair', 'meshChair'],
  seatDepth: ['taskChair', 'ergonomicChair', 'meshChair'],
  weightTension: ['taskChair', 'ergonomicChair', 'executiveChair', 'meshChair'],
  softCastors: ['taskChair', 'ergonomicChair', 'executiveChair', 'meshChair'],
  breathableMesh: ['meshChair'],
  stackable: ['conferenceChair', 'cantileverChair', 'stool'],
  rowLinking: ['conferenceChair', 'cantileverChair'],
  footRing: ['barStool', 'stool'],
  electricLift: ['sitStandDesk'],
  memoryPresets: ['sitStandDesk'],
  foldingMechanism: ['cafeTable', 'highTable'],
  modularExtension: ['conferenceTable', 'boardTable', 'desk', 'benchDesk'],
  cableManagement: ['conferenceTable', 'boardTable', 'desk', 'benchDesk', 'sitStandDesk'],
  modularSystem: ['sofa', 'modularSofa'],
  privacyBack: ['highBackChair', 'sofa', 'modularSofa'],
  integratedPower: ['sofa', 'modularSofa', 'highBackChair'],
  personalLock: ['locker', 'pedestal'],
  adjustableShelves: ['cabinet', 'slidingCabinet'],
  acousticFronts: ['cabinet', 'slidingCabinet'],
  integratedLighting: ['phoneBooth', 'meetingPod'],
  silentVentilation: ['phoneBooth', 'meetingPod'],
  mobility: ['phoneBooth', 'meetingPod'],
  easyInstall: ['wallPanel', 'deskScreen'],
};

export const SPEC_KEYS = [
  'height',
  'width',
  'depth',
  'seatHeight',
  'weight',
  'maxLoad',
  'topThickness',
  'shelves',
  'thickness',
  'absorption',
] as const;
export type SpecKey = (typeof SPEC_KEYS)[number];

export const TAG_DEFS = [
  { key: 'new', color: '#e30613', textColor: '#ffffff' },
  { key: 'bestseller', color: '#1d1d1b', textColor: '#ffffff' },
  { key: 'eco', color: '#2e7d32', textColor: '#ffffff' },
  { key: 'award', color: '#f2c14e', textColor: '#1d1d1b' },
  { key: 'quickDelivery', color: '#0072bc', textColor: '#ffffff' },
  { key: 'madeInPoland', color: '#ffffff', textColor: '#c8102e' },
  { key: 'acoustic', color: '#6d4c8d', textColor: '#ffffff' },
  { key: 'recycled', color: '#8bc34a', textColor: '#1d1d1b' },
  { key: 'contract', color: '#37474f', textColor: '#ffffff' },
  { key: 'fireRetardant', color: '#ff7043', textColor: '#1d1d1b' },
  { key: 'warranty10', color: '#b0bec5', textColor: '#1d1d1b' },
  { key: 'ergonomic', color: '#00897b', textColor: '#ffffff' },
  { key: 'limited', color: '#ad1457', textColor: '#ffffff' },
] as const;
export type TagKey = (typeof TAG_DEFS)[number]['key'];

export const COLOUR_DEFS = [
  { key: 'white', hex: '#f4f4f2' },
  { key: 'cream', hex: '#efe6d2' },
  { key: 'sand', hex: '#d8c3a5' },
  { key: 'beige', hex: '#c8b49a' },
  { key: 'lightGrey', hex: '#c5c6c7' },
  { key: 'grey', hex: '#8d8f91' },
  { key: 'graphite', hex: '#4a4d50' },
  { key: 'black', hex: '#1f1f1f' },
  { key: 'navy', hex: '#1f2a44' },
  { key: 'blue', hex: '#2f5d8a' },
  { key: 'teal', hex: '#2a7f7a' },
  { key: 'green', hex: '#4f7942' },
  { key: 'olive', hex: '#7a7a3a' },
  { key: 'mustard', hex: '#d1a130' },
  { key: 'terracotta', hex: '#c0623b' },
  { key: 'red', hex: '#b22234' },
  { key: 'burgundy', hex: '#6d1f2f' },
  { key: 'pink', hex: '#d9a5a7' },
] as const;
export type ColourKey = (typeof COLOUR_DEFS)[number]['key'];

export const PHOTO_VIEWS = ['front', 'side', 'back', 'detail', 'interior', 'variant', 'set', 'closeUp'] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];

// ---------------------------------------------------------------------------------------------- names

/** Curated product family names; more are made from syllables when a large catalogue needs them. */
export const FAMILY_NAMES = [
  'Kora',
  'Vento',
  'Lumo',
  'Arca',
  'Nodo',
  'Tivo',
  'Sola',
  'Brio',
  'Fuga',
  'Aria',
  'Lino',
  'Pila',
  'Rama',
  'Tora',
  'Vela',
  'Zeta',
  'Mira',
  'Noa',
  'Orsa',
  'Dune',
  'Fjord',
  'Halo',
  'Isla',
  'Juno',
  'Kesa',
  'Lago',
  'Moro',
  'Nido',
  'Riva',
  'Saga',
  'Tempo',
  'Unda',
  'Vara',
  'Alto',
  'Basso',
  'Cubo',
  'Delta',
  'Elio',
  'Grano',
  'Hexa',
  'Iris',
  'Kubik',
  'Modulo',
  'Nova',
  'Opal',
  'Plaza',
  'Quinto',
  'Rondo',
  'Strato',
  'Terra',
  'Verso',
  'Zola',
  'Atlas',
  'Boreal',
  'Cirro',
  'Dalia',
  'Gala',
  'Hilo',
  'Ikon',
  'Loop',
  'Nest',
  'Orbit',
  'Pivot',
  'Spin',
  'Twist',
  'Umbra',
  'Vista',
  'Ambra',
  'Bruma',
  'Corso',
  'Estra',
  'Ferro',
  'Lieto',
  'Mosso',
  'Ovo',
  'Pietra',
  'Sfera',
  'Tondo',
] as const;
export const FAMILY_SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ra',
  'so',
  'ti',
  'va',
  'du',
  'fe',
  'ri',
  'ma',
  'no',
  'pe',
  'sa',
  'to',
  've',
  'zo',
  'be',
  'da',
  'li',
  'mo',
  'ta',
  'lu',
] as const;

export interface PersonName {
  first: string;
  last: string;
  ruFirst: string;
  ruLast: string;
  g: 'f' | 'm';
}

/** Designer name pools per origin: [latin, cyrillic, gender]; surnames [latin m, latin f, cyr m, cyr f]. */
export const DESIGNER_ORIGINS = [
  {
    country: 'poland',
    cities: ['warszawa', 'krakow', 'gdansk', 'wroclaw', 'poznan'],
    first: [
      ['Marta', 'Марта', 'f'],
      ['Zofia', 'Зофья', 'f'],
      ['Katarzyna', 'Катажина', 'f'],
      ['Magdalena', 'Магдалена', 'f'],
      ['Tomasz', 'Томаш', 'm'],
      ['Michał', 'Михал', 'm'],
      ['Jakub', 'Якуб', 'm'],
      ['Paweł', 'Павел', 'm'],
    ],
    last: [
      ['Wiśniewski', 'Wiśniewska', 'Вишневский', 'Вишневская'],
      ['Zieliński', 'Zielińska', 'Зелинский', 'Зелинская'],
      ['Dąbrowski', 'Dąbrowska', 'Домбровский', 'Домбровская'],
      ['Sikora', 'Sikora', 'Сикора', 'Сикора'],
      ['Jabłoński', 'Jabłońska', 'Яблонский', 'Яблонская'],
      ['Wróbel', 'Wróbel', 'Врубель', 'Врубель'],
    ],
  },
  {
    country: 'norway',
    cities: ['oslo', 'bergen'],
    first: [
      ['Ingrid', 'Ингрид', 'f'],
      ['Astrid', 'Астрид', 'f'],
      ['Magnus', 'Магнус', 'm'],
      ['Lars', 'Ларс', 'm'],
    ],
    last: [
      ['Haugen', 'Haugen', 'Хауген', 'Хауген'],
      ['Solberg', 'Solberg', 'Сульберг', 'Сульберг'],
      ['Nilsen', 'Nilsen', 'Нильсен', 'Нильсен'],
      ['Dahl', 'Dahl', 'Даль', 'Даль'],
    ],
  },
  {
    country: 'sweden',
    cities: ['stockholm'],
    first: [
      ['Sofia', 'София', 'f'],
      ['Maja', 'Майя', 'f'],
      ['Jonas', 'Йонас', 'm'],
      ['Erik', 'Эрик', 'm'],
    ],
    last: [
      ['Lindqvist', 'Lindqvist', 'Линдквист', 'Линдквист'],
      ['Andersson', 'Andersson', 'Андерссон', 'Андерссон'],
      ['Berg', 'Berg', 'Берг', 'Берг'],
    ],
  },
  {
    country: 'italy',
    cities: ['milan'],
    first: [
      ['Giulia', 'Джулия', 'f'],
      ['Chiara', 'Кьяра', 'f'],
      ['Marco', 'Марко', 'm'],
      ['Luca', 'Лука', 'm'],
    ],
    last: [
      ['Ferraro', 'Ferraro', 'Ферраро', 'Ферраро'],
      ['Conti', 'Conti', 'Конти', 'Конти'],
      ['Moretti', 'Moretti', 'Моретти', 'Моретти'],
      ['Galli', 'Galli', 'Галли', 'Галли'],
    ],
  },
  {
    country: 'germany',
    cities: ['berlin', 'munich', 'hamburg', 'cologne'],
    first: [
      ['Lena', 'Лена', 'f'],
      ['Katrin', 'Катрин', 'f'],
      ['Lukas', 'Лукас', 'm'],
      ['Felix', 'Феликс', 'm'],
    ],
    last: [
      ['Brandt', 'Brandt', 'Брандт', 'Брандт'],
      ['Vogel', 'Vogel', 'Фогель', 'Фогель'],
      ['Hartmann', 'Hartmann', 'Хартманн', 'Хартманн'],
      ['Keller', 'Keller', 'Келлер', 'Келлер'],
    ],
  },
  {
    country: 'france',
    cities: ['paris', 'lyon'],
    first: [
      ['Claire', 'Клэр', 'f'],
      ['Camille', 'Камилла', 'f'],
      ['Pierre', 'Пьер', 'm'],
      ['Julien', 'Жюльен', 'm'],
    ],
    last: [
      ['Lemaire', 'Lemaire', 'Лемер', 'Лемер'],
      ['Girard', 'Girard', 'Жирар', 'Жирар'],
      ['Fontaine', 'Fontaine', 'Фонтен', 'Фонтен'],
      ['Mercier', 'Mercier', 'Мерсье', 'Мерсье'],
    ],
  },
  {
    country: 'czechia',
    cities: ['prague', 'brno'],
    first: [
      ['Hana', 'Гана', 'f'],
      ['Tereza', 'Тереза', 'f'],
      ['Ondřej', 'Ондржей', 'm'],
      ['Jan', 'Ян', 'm'],
    ],
    last: [
      ['Novák', 'Nováková', 'Новак', 'Новакова'],
      ['Dvořák', 'Dvořáková', 'Дворжак', 'Дворжакова'],
      ['Svoboda', 'Svobodová', 'Свобода', 'Свободова'],
    ],
  },
  {
    country: 'japan',
    cities: ['tokyo'],
    first: [
      ['Yuki', 'Юки', 'f'],
      ['Aiko', 'Айко', 'f'],
      ['Kenji', 'Кэндзи', 'm'],
      ['Haruto', 'Харуто', 'm'],
    ],
    last: [
      ['Mori', 'Mori', 'Мори', 'Мори'],
      ['Tanaka', 'Tanaka', 'Танака', 'Танака'],
      ['Sato', 'Sato', 'Сато', 'Сато'],
    ],
  },
] as const satisfies readonly {
  country: CountryKey;
  cities: readonly CityKey[];
  first: readonly (readonly [string, string, 'f' | 'm'])[];
  last: readonly (readonly [string, string, string, string])[];
}[];

/** Photographers credited on realizations. */
export const PHOTOGRAPHERS: readonly PersonName[] = [
  { first: 'Anna', last: 'Kowalska', ruFirst: 'Анна', ruLast: 'Ковальская', g: 'f' },
  { first: 'Bartosz', last: 'Makowski', ruFirst: 'Бартош', ruLast: 'Маковский', g: 'm' },
  { first: 'Ewa', last: 'Lis', ruFirst: 'Эва', ruLast: 'Лис', g: 'f' },
  { first: 'Jonas', last: 'Berg', ruFirst: 'Йонас', ruLast: 'Берг', g: 'm' },
  { first: 'Marie', last: 'Dubois', ruFirst: 'Мари', ruLast: 'Дюбуа', g: 'f' },
  { first: 'Krzysztof', last: 'Nowicki', ruFirst: 'Кшиштоф', ruLast: 'Новицкий', g: 'm' },
  { first: 'Petra', last: 'Horáková', ruFirst: 'Петра', ruLast: 'Горакова', g: 'f' },
];

/** Sales staff on the contact page. */
export const CONTACT_PEOPLE: readonly PersonName[] = [
  { first: 'Agnieszka', last: 'Nowak', ruFirst: 'Агнешка', ruLast: 'Новак', g: 'f' },
  { first: 'Marcin', last: 'Kaczmarek', ruFirst: 'Марцин', ruLast: 'Качмарек', g: 'm' },
  { first: 'Joanna', last: 'Pawlak', ruFirst: 'Иоанна', ruLast: 'Павляк', g: 'f' },
  { first: 'Piotr', last: 'Wójcik', ruFirst: 'Пётр', ruLast: 'Вуйцик', g: 'm' },
  { first: 'Monika', last: 'Krawczyk', ruFirst: 'Моника', ruLast: 'Кравчик', g: 'f' },
  { first: 'Grzegorz', last: 'Mazur', ruFirst: 'Гжегож', ruLast: 'Мазур', g: 'm' },
  { first: 'Aleksandra', last: 'Grabowska', ruFirst: 'Александра', ruLast: 'Грабовская', g: 'f' },
  { first: 'Łukasz', last: 'Michalski', ruFirst: 'Лукаш', ruLast: 'Михальский', g: 'm' },
  { first: 'Karolina', last: 'Adamczyk', ruFirst: 'Каролина', ruLast: 'Адамчик', g: 'f' },
  { first: 'Rafał', last: 'Duda', ruFirst: 'Рафал', ruLast: 'Дуда', g: 'm' },
  { first: 'Kari', last: 'Johansen', ruFirst: 'Кари', ruLast: 'Йохансен', g: 'f' },
  { first: 'Thomas', last: 'Weber', ruFirst: 'Томас', ruLast: 'Вебер', g: 'm' },
  { first: 'Élodie', last: 'Martin', ruFirst: 'Элоди', ruLast: 'Мартен', g: 'f' },
  { first: 'Tomáš', last: 'Černý', ruFirst: 'Томаш', ruLast: 'Черный', g: 'm' },
];

/** Fictional companies (the same in every locale). */
export const CLIENTS = [
  'Kestrel Logistics',
  'Norda Capital',
  'Vistula Tech',
  'Helix Bio Labs',
  'Baltic Shipping Group',
  'Orbis Legal',
  'Lumen Media',
  'Polar Energy',
  'Atlas Assurance',
  'Solvent Labs',
  'Greenfield Foods',
  'Meridian Software',
  'Sigma Engineering',
  'Amber Pharma',
  'Fjordline Consulting',
  'Quadrant Partners',
  'Nimbus Cloud',
  'Valor Bank',
  'Brightwave Studios',
  'Corvus Analytics',
  'Tessera Architects',
  'Oakridge Holdings',
  'Silverline Telecom',
  'Praxis Medical',
  'Novum Pay',
  'Hanseatic Trade',
  'Kappa Robotics',
  'Luma Retail',
  'Zenith Games',
  'Ardent Law',
  'Stella Foods',
  'Vertex Automotive',
  'Ionic Batteries',
  'Mosaic Publishing',
  'Aurum Investments',
  'Cobalt Systems',
] as const;
export const HOTEL_NAMES = [
  'Aurora',
  'Bellevue',
  'Nordlys',
  'Riverside',
  'Panorama',
  'Marina',
  'Old Town',
  'Grand Central',
  'Linden',
  'Harbour View',
] as const;
export const CLINIC_NAMES = [
  'MediCare Plus',
  'Vita Medical',
  'Dentalis',
  'OrtoCentrum',
  'Salus Clinic',
  'NovaMed',
  'Lumina Eye Care',
  'Arcadia Health',
] as const;
export const STUDIOS = [
  'Studio Forma',
  'Atelier Nord',
  'Bureau Linea',
  'Kwadrat Architekci',
  'Mono Architects',
  'Plan B Interiors',
  'Arkitektkontoret Fjell',
  'Studio Obrys',
  'Atelier Verre',
  'Raumwerk Berlin',
] as const;
export const DEALER_NAMES = [
  'Meblostyl',
  'Ergonomia Biura',
  'Office Concept',
  'Biuro Plus',
  'Strefa Pracy',
  'Nowe Wnętrza',
  'Art-Office',
  'Meble Kontraktowe',
  'Przestrzeń Biura',
  'Ergo System',
  'Interior Pro',
  'Komfort Biuro',
  'Atrium Meble',
  'ProjektBiuro',
  'Forma Wnętrz',
  'Linea Office',
  'Biurowy Świat',
  'Modus Meble',
  'Quadro Office',
  'Kreo Wnętrza',
] as const;

export const FAIRS = [
  { key: 'orgatec', name: 'Orgatec', city: 'cologne' },
  { key: 'salone', name: 'Salone del Mobile', city: 'milan' },
  { key: 'stockholm', name: 'Stockholm Furniture Fair', city: 'stockholm' },
  { key: 'warsawHome', name: 'Warsaw Home & Contract', city: 'warszawa' },
  { key: 'clerkenwell', name: 'Clerkenwell Design Week', city: 'london' },
  { key: 'meblePolska', name: 'Meble Polska', city: 'poznan' },
  { key: 'designDays', name: 'Design Days', city: 'katowice' },
] as const;
export const AWARDS = ['Red Dot Award', 'iF Design Award', 'German Design Award', 'Dobry Wzór', 'Must Have'] as const;
export const CERTIFICATIONS = {
  chairs: ['EN 1335-1:2020', 'EN 16139', 'ANSI/BIFMA X5.1', 'Möbelfakta', 'Quality Office'],
  tables: ['EN 527-1', 'EN 15372', 'FSC', 'Möbelfakta'],
  soft: ['EN 1021-1', 'EN 1021-2', 'EN 16139', 'OEKO-TEX Standard 100'],
  storage: ['EN 14073-2', 'EN 14074', 'FSC', 'PEFC'],
  acoustics: ['EN ISO 354', 'EN ISO 11654', 'EN 13501-1', 'Greenguard Gold'],
} as const satisfies Record<GroupKey, readonly string[]>;

export const GUIDE_KEYS = [
  'chooseChair',
  'ergonomics',
  'acousticsOpenSpace',
  'hybridOffice',
  'leatherCare',
  'standingWork',
] as const;
export type GuideKey = (typeof GUIDE_KEYS)[number];
export const COMPANY_NEWS_KEYS = [
  'paintShop',
  'ecolabel',
  'solar',
  'anniversary',
  'apprentices',
  'newCatalogue',
  'takeBack',
  'configurator',
] as const;
export type CompanyNewsKey = (typeof COMPANY_NEWS_KEYS)[number];
export const STORY_KEYS = [
  'fromSketch',
  'upholsterers',
  'woodSourcing',
  'testingLab',
  'circularDesign',
  'familyFactory',
  'colourStudio',
  'acousticsLab',
] as const;
export type StoryKey = (typeof STORY_KEYS)[number];
export const SPACE_KEYS = [
  'openSpace',
  'meetingRoom',
  'reception',
  'breakout',
  'focusRoom',
  'canteen',
  'executiveOffice',
  'library',
] as const;
export type SpaceKey = (typeof SPACE_KEYS)[number];
export const STYLE_KEYS = ['scandinavian', 'industrial', 'minimal', 'natural', 'colourful', 'classic'] as const;
export type StyleKey = (typeof STYLE_KEYS)[number];

export const REALIZATION_CATEGORY_KEYS = ['offices', 'hotels', 'education', 'healthcare', 'public'] as const;
export type RealizationCategoryKey = (typeof REALIZATION_CATEGORY_KEYS)[number];
export const REALIZATION_KINDS = [
  { key: 'hq', category: 'offices', client: 'company' },
  { key: 'office', category: 'offices', client: 'company' },
  { key: 'rdCentre', category: 'offices', client: 'company' },
  { key: 'serviceCentre', category: 'offices', client: 'company' },
  { key: 'hotel', category: 'hotels', client: 'hotel' },
  { key: 'hotelConference', category: 'hotels', client: 'hotel' },
  { key: 'university', category: 'education', client: null },
  { key: 'library', category: 'education', client: null },
  { key: 'school', category: 'education', client: null },
  { key: 'clinic', category: 'healthcare', client: 'clinic' },
  { key: 'hospital', category: 'healthcare', client: null },
  { key: 'cityHall', category: 'public', client: null },
  { key: 'museum', category: 'public', client: null },
  { key: 'station', category: 'public', client: null },
] as const;
export type RealizationKindKey = (typeof REALIZATION_KINDS)[number]['key'];

// ---------------------------------------------------------------------------------------------- files

export const FILE_TYPE_KEYS = [
  'productSheets',
  'models3d',
  'certificates',
  'catalogues',
  'brochures',
  'assembly',
  'photos',
  'documents',
  'patternCards',
] as const;
export type FileTypeKey = (typeof FILE_TYPE_KEYS)[number];
export const LOOSE_CATEGORY_KEYS = [
  'catalogues2026',
  'qualityCerts',
  'environmentalCerts',
  'forArchitects',
  'productPhotos',
  'pressKit',
  'forms',
  'patternCards',
] as const;
export type LooseCategoryKey = (typeof LOOSE_CATEGORY_KEYS)[number];
export const BROCHURE_KEYS = [
  'hybridOffice',
  'acousticsGuide',
  'sustainabilityReport',
  'educationSpaces',
  'hospitality',
] as const;
export type BrochureKey = (typeof BROCHURE_KEYS)[number];
export const DOCUMENT_KEYS = ['priceList', 'complaintForm', 'warrantyTerms', 'dealerList', 'tenderSpec', 'sampleOrder'] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];
export const CERTIFICATE_FILES = [
  { key: 'iso9001', name: 'ISO 9001:2015', env: false },
  { key: 'iso14001', name: 'ISO 14001:2015', env: true },
  { key: 'fsc', name: 'FSC® Chain of Custody', env: true },
  { key: 'pefc', name: 'PEFC™ Chain of Custody', env: true },
  { key: 'ecolabel', name: 'EU Ecolabel', env: true },
  { key: 'oekotex', name: 'OEKO-TEX Standard 100', env: true },
  { key: 'greenguard', name: 'Greenguard Gold', env: true },
  { key: 'bifma', name: 'ANSI/BIFMA X5.1', env: false },
  { key: 'en1335', name: 'EN 1335-1:2020', env: false },
  { key: 'en1021', name: 'EN 1021-1/-2', env: false },
  { key: 'mobelfakta', name: 'Möbelfakta', env: true },
  { key: 'qualityOffice', name: 'Quality Office', env: false },
] as const;

// ---------------------------------------------------------------------------------------------- patterns

export const PATTERN_CATEGORY_KEYS = ['fabrics', 'leathers', 'meshes', 'laminates', 'metal'] as const;
export type PatternCategoryKey = (typeof PATTERN_CATEGORY_KEYS)[number];
export const COMPOSITION_KEYS = [
  'polyester',
  'recycledPolyester',
  'woolPolyamide',
  'wool',
  'cottonPolyester',
  'cowhide',
  'aniline',
  'pu',
  'meshPolyester',
  'meshElastomer',
  'chipboard',
  'hplCompact',
  'veneerBoard',
  'powderSteel',
  'anodizedAluminium',
  'chromeSteel',
] as const;
export type CompositionKey = (typeof COMPOSITION_KEYS)[number];
/** Named patterns (fabric families are brand names; laminates and metals are named by decor, localized). */
export const PATTERN_FAMILIES: Record<
  PatternCategoryKey,
  { names: readonly string[]; compositions: readonly CompositionKey[]; weight: [number, number]; certs: readonly string[] }
> = {
  fabrics: {
    names: ['Tessa', 'Valo', 'Norte', 'Brisa', 'Cadenza', 'Lumen', 'Merino Select', 'Ostra', 'Piuma', 'Rivo', 'Salto', 'Treccia'],
    compositions: ['polyester', 'recycledPolyester', 'woolPolyamide', 'wool', 'cottonPolyester'],
    weight: [260, 720],
    certs: ['EN 1021-1', 'EN 1021-2', 'OEKO-TEX Standard 100', 'EU Ecolabel', 'Martindale 100 000'],
  },
  leathers: {
    names: ['Nappa Soft', 'Terra Hide', 'Velluto', 'Cortina'],
    compositions: ['cowhide', 'aniline', 'pu'],
    weight: [1050, 1450],
    certs: ['EN 1021-1', 'REACH', 'LWG Gold'],
  },
  meshes: {
    names: ['Aero', 'Flexa', 'Reticolo'],
    compositions: ['meshPolyester', 'meshElastomer'],
    weight: [280, 460],
    certs: ['EN 1021-1', 'OEKO-TEX Standard 100'],
  },
  laminates: {
    names: [],
    compositions: ['chipboard', 'hplCompact', 'veneerBoard'],
    weight: [9800, 13600],
    certs: ['EN 14322', 'E1 / CARB2', 'FSC', 'PEFC'],
  },
  metal: {
    names: [],
    compositions: ['powderSteel', 'anodizedAluminium', 'chromeSteel'],
    weight: [90, 160],
    certs: ['EN ISO 2409', 'Qualicoat'],
  },
};
export const DECOR_KEYS = [
  'naturalOak',
  'smokedOak',
  'walnut',
  'ash',
  'alpineWhite',
  'pearlGrey',
  'anthracite',
  'sandBeige',
  'fenixBlack',
  'sageGreen',
] as const;
export type DecorKey = (typeof DECOR_KEYS)[number];
export const METAL_FINISHES = [
  { key: 'blackMatt', ral: 'RAL 9005', colour: 'black' },
  { key: 'trafficWhite', ral: 'RAL 9016', colour: 'white' },
  { key: 'anthraciteGrey', ral: 'RAL 7016', colour: 'graphite' },
  { key: 'silverAlu', ral: 'RAL 9006', colour: 'lightGrey' },
  { key: 'bronze', ral: 'RAL 8019', colour: 'terracotta' },
  { key: 'polishedChrome', ral: 'CR-01', colour: 'lightGrey' },
] as const;
export type MetalFinishKey = (typeof METAL_FINISHES)[number]['key'];

// ---------------------------------------------------------------------------------------------- places

export const COUNTRY_KEYS = [
  'poland',
  'germany',
  'austria',
  'czechia',
  'norway',
  'sweden',
  'denmark',
  'france',
  'uk',
  'netherlands',
  'italy',
  'japan',
] as const;
export type CountryKey = (typeof COUNTRY_KEYS)[number];

export const VOIVODESHIP_KEYS = [
  'dolnoslaskie',
  'kujawskoPomorskie',
  'lubelskie',
  'lubuskie',
  'lodzkie',
  'malopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'slaskie',
  'swietokrzyskie',
  'warminskoMazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
] as const;
export type VoivodeshipKey = (typeof VOIVODESHIP_KEYS)[number];

export interface CityDef {
  key: string;
  country: CountryKey;
  lat: number;
  lng: number;
  voivodeship?: VoivodeshipKey;
  postal?: string;
  phone?: string;
  streets?: readonly string[];
}

export const CITIES = [
  {
    key: 'warszawa',
    country: 'poland',
    lat: 52.2297,
    lng: 21.0122,
    voivodeship: 'mazowieckie',
    postal: '02',
    phone: '22',
    streets: ['ul. Grzybowska', 'al. Jerozolimskie', 'ul. Puławska', 'ul. Postępu'],
  },
  {
    key: 'krakow',
    country: 'poland',
    lat: 50.0647,
    lng: 19.945,
    voivodeship: 'malopolskie',
    postal: '31',
    phone: '12',
    streets: ['ul. Wielicka', 'al. Pokoju', 'ul. Zabłocie'],
  },
  {
    key: 'gdansk',
    country: 'poland',
    lat: 54.352,
    lng: 18.6466,
    voivodeship: 'pomorskie',
    postal: '80',
    phone: '58',
    streets: ['al. Grunwaldzka', 'ul. Lęborska', 'ul. Elbląska'],
  },
  {
    key: 'poznan',
    country: 'poland',
    lat: 52.4064,
    lng: 16.9252,
    voivodeship: 'wielkopolskie',
    postal: '60',
    phone: '61',
    streets: ['ul. Głogowska', 'ul. Grunwaldzka', 'ul. Baraniaka'],
  },
  {
    key: 'wroclaw',
    country: 'poland',
    lat: 51.1079,
    lng: 17.0385,
    voivodeship: 'dolnoslaskie',
    postal: '53',
    phone: '71',
    streets: ['ul. Legnicka', 'ul. Krakowska', 'ul. Strzegomska'],
  },
  {
    key: 'lodz',
    country: 'poland',
    lat: 51.7592,
    lng: 19.456,
    voivodeship: 'lodzkie',
    postal: '90',
    phone: '42',
    streets: ['ul. Piotrkowska', 'al. Piłsudskiego', 'ul. Włókniarzy'],
  },
  {
    key: 'lublin',
    country: 'poland',
    lat: 51.2465,
    lng: 22.5684,
    voivodeship: 'lubelskie',
    postal: '20',
    phone: '81',
    streets: ['ul. Zemborzycka', 'al. Spółdzielczości Pracy', 'ul. Witosa'],
  },
  {
    key: 'bialystok',
    country: 'poland',
    lat: 53.1325,
    lng: 23.1688,
    voivodeship: 'podlaskie',
    postal: '15',
    phone: '85',
    streets: ['ul. Produkcyjna', 'ul. Handlowa', 'ul. Wysockiego'],
  },
  {
    key: 'rzeszow',
    country: 'poland',
    lat: 50.0412,
    lng: 21.9991,
    voivodeship: 'podkarpackie',
    postal: '35',
    phone: '17',
    streets: ['al. Rejtana', 'ul. Krakowska', 'ul. Podkarpacka'],
  },
  {
    key: 'kielce',
    country: 'poland',
    lat: 50.8661,
    lng: 20.6286,
    voivodeship: 'swietokrzyskie',
    postal: '25',
    phone: '41',
    streets: ['ul. Warszawska', 'ul. Krakowska', 'ul. Zagnańska'],
  },
  {
    key: 'olsztyn',
    country: 'poland',
    lat: 53.7784,
    lng: 20.4801,
    voivodeship: 'warminskoMazurskie',
    postal: '10',
    phone: '89',
    streets: ['ul. Lubelska', 'al. Piłsudskiego', 'ul. Towarowa'],
  },
  {
    key: 'opole',
    country: 'poland',
    lat: 50.6751,
    lng: 17.9213,
    voivodeship: 'opolskie',
    postal: '45',
    phone: '77',
    streets: ['ul. Wrocławska', 'ul. Ozimska', 'ul. Oleska'],
  },
  {
    key: 'zielonaGora',
    country: 'poland',
    lat: 51.9356,
    lng: 15.5062,
    voivodeship: 'lubuskie',
    postal: '65',
    phone: '68',
    streets: ['ul. Batorego', 'ul. Sulechowska', 'ul. Dekoracyjna'],
  },
  {
    key: 'bydgoszcz',
    country: 'poland',
    lat: 53.1235,
    lng: 18.0084,
    voivodeship: 'kujawskoPomorskie',
    postal: '85',
    phone: '52',
    streets: ['ul. Fordońska', 'ul. Grunwaldzka', 'ul. Szubińska'],
  },
  {
    key: 'katowice',
    country: 'poland',
    lat: 50.2649,
    lng: 19.0238,
    voivodeship: 'slaskie',
    postal: '40',
    phone: '32',
    streets: ['ul. Chorzowska', 'al. Roździeńskiego', 'ul. Porcelanowa'],
  },
  {
    key: 'szczecin',
    country: 'poland',
    lat: 53.4285,
    lng: 14.5528,
    voivodeship: 'zachodniopomorskie',
    postal: '70',
    phone: '91',
    streets: ['ul. Struga', 'al. Wyzwolenia', 'ul. Mieszka I'],
  },
  {
    key: 'torun',
    country: 'poland',
    lat: 53.0138,
    lng: 18.5984,
    voivodeship: 'kujawskoPomorskie',
    postal: '87',
    phone: '56',
    streets: ['ul. Szosa Chełmińska', 'ul. Grudziądzka'],
  },
  {
    key: 'gdynia',
    country: 'poland',
    lat: 54.5189,
    lng: 18.5305,
    voivodeship: 'pomorskie',
    postal: '81',
    phone: '58',
    streets: ['ul. Morska', 'ul. Hutnicza'],
  },
  {
    key: 'radom',
    country: 'poland',
    lat: 51.4027,
    lng: 21.1471,
    voivodeship: 'mazowieckie',
    postal: '26',
    phone: '48',
    streets: ['ul. Słowackiego', 'ul. Kielecka'],
  },
  {
    key: 'gliwice',
    country: 'poland',
    lat: 50.2945,
    lng: 18.6714,
    voivodeship: 'slaskie',
    postal: '44',
    phone: '32',
    streets: ['ul. Toszecka', 'ul. Pszczyńska'],
  },
  {
    key: 'gorzow',
    country: 'poland',
    lat: 52.7368,
    lng: 15.2288,
    voivodeship: 'lubuskie',
    postal: '66',
    phone: '95',
    streets: ['ul. Kostrzyńska', 'ul. Walczaka'],
  },
  {
    key: 'swarzedz',
    country: 'poland',
    lat: 52.4124,
    lng: 17.0768,
    voivodeship: 'wielkopolskie',
    postal: '62',
    phone: '61',
    streets: ['ul. Rabowicka', 'ul. Poznańska'],
  },
  { key: 'berlin', country: 'germany', lat: 52.52, lng: 13.405 },
  { key: 'hamburg', country: 'germany', lat: 53.5511, lng: 9.9937 },
  { key: 'munich', country: 'germany', lat: 48.1351, lng: 11.582 },
  { key: 'cologne', country: 'germany', lat: 50.9375, lng: 6.9603 },
  { key: 'vienna', country: 'austria', lat: 48.2082, lng: 16.3738 },
  { key: 'prague', country: 'czechia', lat: 50.0755, lng: 14.4378 },
  { key: 'brno', country: 'czechia', lat: 49.1951, lng: 16.6068 },
  { key: 'oslo', country: 'norway', lat: 59.9139, lng: 10.7522 },
  { key: 'bergen', country: 'norway', lat: 60.3913, lng: 5.3221 },
  { key: 'stockholm', country: 'sweden', lat: 59.3293, lng: 18.0686 },
  { key: 'copenhagen', country: 'denmark', lat: 55.6761, lng: 12.5683 },
  { key: 'paris', country: 'france', lat: 48.8566, lng: 2.3522 },
  { key: 'lyon', country: 'france', lat: 45.764, lng: 4.8357 },
  { key: 'london', country: 'uk', lat: 51.5074, lng: -0.1278 },
  { key: 'amsterdam', country: 'netherlands', lat: 52.3676, lng: 4.9041 },
  { key: 'milan', country: 'italy', lat: 45.4642, lng: 9.19 },
  { key: 'tokyo', country: 'japan', lat: 35.6762, lng: 139.6503 },
] as const satisfies readonly CityDef[];
export type CityKey = (typeof CITIES)[number]['key'];
export const CITY_BY_KEY: Record<CityKey, CityDef> = Object.fromEntries(CITIES.map((c) => [c.key, c])) as Record<
  CityKey,
  CityDef
>;
/** Cities realizations are placed in (the Polish ones more often). */
export const REALIZATION_CITIES: readonly CityKey[] = [
  'warszawa',
  'krakow',
  'gdansk',
  'poznan',
  'wroclaw',
  'lodz',
  'katowice',
  'szczecin',
  'lublin',
  'bydgoszcz',
  'rzeszow',
  'gdynia',
  'berlin',
  'hamburg',
  'munich',
  'vienna',
  'prague',
  'brno',
  'oslo',
  'bergen',
  'stockholm',
  'copenhagen',
  'paris',
  'lyon',
  'london',
  'amsterdam',
];

export const SALES_REGIONS = [
  { key: 'north', voivodeships: ['pomorskie', 'zachodniopomorskie', 'kujawskoPomorskie', 'warminskoMazurskie'] },
  { key: 'central', voivodeships: ['mazowieckie', 'lodzkie', 'podlaskie'] },
  { key: 'south', voivodeships: ['malopolskie', 'slaskie', 'swietokrzyskie', 'podkarpackie'] },
  { key: 'west', voivodeships: ['wielkopolskie', 'dolnoslaskie', 'lubuskie', 'opolskie'] },
  { key: 'east', voivodeships: ['lubelskie', 'podlaskie', 'podkarpackie'] },
  { key: 'exportNordic', voivodeships: [] },
  { key: 'exportDach', voivodeships: [] },
  { key: 'exportWest', voivodeships: [] },
] as const satisfies readonly { key: string; voivodeships: readonly VoivodeshipKey[] }[];
export type SalesRegionKey = (typeof SALES_REGIONS)[number]['key'];

export const DEPARTMENT_KEYS = ['sales', 'export', 'marketing', 'customerService', 'hr', 'purchasing'] as const;
export type DepartmentKey = (typeof DEPARTMENT_KEYS)[number];
export const DEPARTMENT_EMAILS: Record<DepartmentKey, string> = {
  sales: `sprzedaz@${BRAND_DOMAIN}`,
  export: `export@${BRAND_DOMAIN}`,
  marketing: `marketing@${BRAND_DOMAIN}`,
  customerService: `serwis@${BRAND_DOMAIN}`,
  hr: `kariera@${BRAND_DOMAIN}`,
  purchasing: `zakupy@${BRAND_DOMAIN}`,
};
export const CONTACT_POSITION_KEYS = [
  'regionalManager',
  'salesManager',
  'exportManager',
  'keyAccount',
  'projectAdvisor',
  'customerServiceLead',
  'salesDirector',
] as const;
export type ContactPositionKey = (typeof CONTACT_POSITION_KEYS)[number];

export const JOB_KEYS = {
  office: [
    'exportSpecialist',
    'interiorDesigner',
    'accountant',
    'furnitureEngineer',
    'marketingSpecialist',
    'projectManager',
    'itSupport',
    'buyer',
  ],
  production: [
    'upholsterer',
    'cncOperator',
    'paintShopOperator',
    'warehouseWorker',
    'welder',
    'forkliftOperator',
    'assemblyWorker',
    'qualityInspector',
  ],
} as const;
export type JobKey = (typeof JOB_KEYS)['office' | 'production'][number];
