import type { PhraseBank } from './types.ts';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const list = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
const pron = (g: 'f' | 'm'): string => (g === 'f' ? 'elle' : 'il');
/** "le Red Dot Award" but "l’iF Design Award"; "du …" / "de l’…". */
const elides = (name: string): boolean => /^(?:[aeiouyéèêh]|iF\b)/i.test(name);
const le = (name: string): string => (elides(name) ? `l’${name}` : `le ${name}`);
const du = (name: string): string => (elides(name) ? `de l’${name}` : `du ${name}`);

export const fr: PhraseBank = {
  locale: 'fr',
  and: 'et',
  colon: ' :',
  seoSuffix: ' | Formanta, mobilier de bureau',
  nodes: {
    home: { title: 'Accueil', path: '', lead: 'Mobilier pour bureaux et espaces publics, conçu et fabriqué en Pologne' },
    products: { title: 'Produits', path: 'produits', lead: 'Sièges, tables, mobilier d’accueil, rangements et acoustique' },
    collections: {
      title: 'Collections',
      path: 'collections',
      lead: 'Des familles de meubles cohérentes signées par des designers reconnus',
    },
    designers: { title: 'Designers', path: 'designers', lead: 'Les personnes qui donnent forme à nos meubles' },
    realizations: {
      title: 'Réalisations',
      path: 'realisations',
      lead: 'Bureaux, hôtels et espaces publics aménagés avec nos meubles',
    },
    news: { title: 'Actualités', path: 'actualites', lead: 'Nouveautés, salons, prix et événements' },
    stories: { title: 'Histoires', path: 'histoires', lead: 'Des personnes, des matériaux et un savoir-faire' },
    inspirations: { title: 'Inspirations', path: 'inspirations', lead: 'Des idées pour aménager les espaces de travail' },
    search: {
      title: 'Recherche',
      path: 'recherche',
      lead: 'Trouvez des produits, des collections, des réalisations et des articles',
    },
    contact: { title: 'Contact', path: 'contact', lead: 'Nous répondons volontiers à vos questions' },
    patterns: { title: 'Nuancier', path: 'nuancier', lead: 'Tissus, cuirs, résilles, stratifiés et finitions métalliques' },
    privacy: {
      title: 'Politique de confidentialité et de cookies',
      path: 'privacy-and-cookie-policy',
      lead: 'Comment nous traitons les données personnelles et les cookies',
    },
    about: { title: 'À propos', path: 'a-propos', lead: 'Depuis 1995, nous concevons et fabriquons du mobilier de travail' },
    careers: { title: 'Carrières', path: 'carrieres', lead: 'Rejoignez l’équipe Formanta' },
    showrooms: { title: 'Showrooms et revendeurs', path: 'showrooms', lead: 'Découvrez nos meubles en vrai partout en Pologne' },
    files: { title: 'Téléchargements', path: 'files', lead: 'Catalogues, fiches produits, modèles 3D et certificats' },
    sustainability: {
      title: 'Développement durable',
      path: 'developpement-durable',
      lead: 'Des meubles qui durent des années et retournent dans le circuit',
    },
    customerService: {
      title: 'Service client',
      path: 'service-client',
      lead: 'Service après-vente, réclamations et pièces détachées',
    },
    warranty: { title: 'Garantie', path: 'garantie', lead: 'Conditions de garantie du mobilier Formanta' },
    hybridOffice: { title: 'Bureau hybride', path: 'bureau-hybride', lead: 'Un lieu où l’on a envie de revenir' },
    newsletter: { title: 'Newsletter', path: 'newsletter', lead: 'Nouveautés et inspirations une fois par mois' },
  },

  categories: {
    seating: {
      name: 'Sièges',
      description: 'Sièges de bureau, chaises de conférence et tabourets pour tous les espaces de travail.',
    },
    officeChairs: { name: 'Sièges de bureau', description: 'Sièges ergonomiques pour le travail quotidien au bureau.' },
    taskChairs: { name: 'Sièges pivotants', description: 'Sièges pivotants à mécanisme synchrone et réglages complets.' },
    executiveChairs: {
      name: 'Fauteuils de direction',
      description: 'Fauteuils représentatifs pour bureaux de direction et salles du conseil.',
    },
    meshChairs: {
      name: 'Sièges à dossier résille',
      description: 'Sièges légers et respirants avec dossier en résille élastique.',
    },
    conferenceChairs: {
      name: 'Chaises de conférence',
      description: 'Chaises pour salles de réunion, de formation et cantines, également empilables.',
    },
    stools: { name: 'Tabourets', description: 'Tabourets de bar pour tables hautes et tabourets de travail pour plans hauts.' },
    tables: {
      name: 'Tables et bureaux',
      description: 'Tables de réunion, tables de café et bureaux pour le travail individuel et en équipe.',
    },
    conferenceTables: {
      name: 'Tables de réunion',
      description: 'Tables pour salles de réunion et du conseil, électrification en option.',
    },
    cafeTables: {
      name: 'Tables de café',
      description: 'Tables de café et mange-debout pour cantines, cafés et espaces de rencontre.',
    },
    desks: { name: 'Bureaux', description: 'Bureaux opératifs et postes de travail réglables en hauteur.' },
    heightAdjustableDesks: {
      name: 'Bureaux assis-debout',
      description: 'Bureaux à réglage électrique de la hauteur pour travailler assis ou debout.',
    },
    operationalDesks: { name: 'Bureaux opératifs', description: 'Bureaux et postes bench pour espaces ouverts.' },
    deskAccessories: { name: 'Accessoires de bureau', description: 'Organiseurs, bras pour écrans et goulottes.' },
    softSeating: {
      name: 'Mobilier d’accueil',
      description: 'Canapés, fauteuils et poufs pour espaces détente, accueils et halls.',
    },
    sofas: { name: 'Canapés', description: 'Canapés et systèmes modulaires pour espaces lounge et de réunion.' },
    armchairs: { name: 'Fauteuils', description: 'Fauteuils lounge et fauteuils à dossier haut qui préservent l’intimité.' },
    poufs: { name: 'Poufs', description: 'Poufs de formes variées pour les rencontres informelles.' },
    outdoor: { name: 'Mobilier d’extérieur', description: 'Mobilier pour terrasses et cours d’immeubles de bureaux.' },
    storage: { name: 'Rangements', description: 'Armoires, casiers et caissons pour le bureau.' },
    cabinets: { name: 'Armoires', description: 'Armoires à dossiers à portes battantes et coulissantes.' },
    lockers: { name: 'Casiers', description: 'Casiers personnels pour bureaux sans postes attitrés.' },
    pedestals: { name: 'Caissons', description: 'Caissons mobiles à tiroirs pour bureaux.' },
    acoustics: { name: 'Acoustique', description: 'Panneaux, écrans et cabines pour un meilleur confort acoustique.' },
    acousticPanels: {
      name: 'Panneaux acoustiques',
      description: 'Panneaux muraux, plafonniers et écrans de bureau absorbant le son.',
    },
    phoneBooths: {
      name: 'Cabines acoustiques',
      description: 'Cabines téléphoniques et cabines de réunion pour espaces ouverts.',
    },
  },
  productTypes: {
    taskChair: 'siège pivotant',
    ergonomicChair: 'siège ergonomique',
    executiveChair: 'fauteuil de direction',
    meshChair: 'siège résille',
    conferenceChair: 'chaise de conférence',
    cantileverChair: 'chaise luge',
    barStool: 'tabouret de bar',
    stool: 'tabouret',
    conferenceTable: 'table de réunion',
    boardTable: 'table modulaire',
    cafeTable: 'table de café',
    highTable: 'mange-debout',
    sitStandDesk: 'bureau assis-debout',
    desk: 'bureau',
    benchDesk: 'poste bench',
    sofa: 'canapé',
    modularSofa: 'canapé modulaire',
    loungeChair: 'fauteuil lounge',
    highBackChair: 'fauteuil acoustique',
    pouf: 'pouf',
    cabinet: 'armoire à dossiers',
    slidingCabinet: 'armoire à portes coulissantes',
    locker: 'casier',
    pedestal: 'caisson mobile',
    wallPanel: 'panneau acoustique',
    deskScreen: 'écran de bureau',
    phoneBooth: 'cabine téléphonique',
    meetingPod: 'cabine de réunion',
  },
  productName: (type, model) => `${cap(type)} ${model}`,
  shortDescription: (c) => `${c.name} ${c.m1}, ${c.m2}.`,
  materials: {
    uphMerino: { phrase: 'avec revêtement en laine mérinos', noun: 'laine mérinos' },
    uphRecycled: { phrase: 'avec revêtement en polyester recyclé', noun: 'tissu en polyester recyclé' },
    uphLeather: { phrase: 'avec revêtement en cuir naturel', noun: 'cuir naturel' },
    uphEcoLeather: { phrase: 'avec revêtement en similicuir', noun: 'similicuir' },
    uphBoucle: { phrase: 'avec revêtement en bouclette', noun: 'tissu bouclette' },
    uphVelvet: { phrase: 'avec revêtement en velours', noun: 'velours' },
    backMesh: { phrase: 'avec dossier en résille 3D élastique', noun: 'résille 3D' },
    baseAluminium: { phrase: 'avec piètement en aluminium poli', noun: 'aluminium poli' },
    frameOak: { phrase: 'avec structure en chêne', noun: 'chêne massif' },
    shellRecycled: { phrase: 'avec coque en polypropylène recyclé', noun: 'polypropylène recyclé' },
    topOak: { phrase: 'avec plateau en placage chêne', noun: 'placage chêne' },
    topAsh: { phrase: 'avec plateau en placage frêne', noun: 'placage frêne' },
    topFenix: { phrase: 'avec plateau en stratifié FENIX NTM®', noun: 'stratifié FENIX NTM®' },
    topLinoleum: { phrase: 'avec plateau en linoléum', noun: 'linoléum' },
    frameSteel: { phrase: 'sur piètement en acier thermolaqué', noun: 'acier thermolaqué' },
    legsOak: { phrase: 'sur pieds en chêne massif', noun: 'chêne massif' },
    bodyOak: { phrase: 'avec caisson en placage chêne', noun: 'placage chêne' },
    bodyLaminate: { phrase: 'avec caisson en panneau mélaminé', noun: 'panneau mélaminé' },
    bodySteel: { phrase: 'avec caisson en acier', noun: 'acier' },
    frontsFenix: { phrase: 'avec façades en FENIX NTM®', noun: 'stratifié FENIX NTM®' },
    fillPetFelt: { phrase: 'en feutre PET recyclé', noun: 'feutre PET recyclé' },
    fillWoolFelt: { phrase: 'en feutre de laine', noun: 'feutre de laine' },
    coverFabric: { phrase: 'avec habillage en tissu acoustique', noun: 'tissu acoustique' },
    frameAsh: { phrase: 'avec cadre en frêne', noun: 'bois de frêne' },
  },
  dims: {
    frame: 'Piètement',
    upholstery: 'Revêtement',
    armrests: 'Accoudoirs',
    top: 'Plateau',
    tableFrame: 'Piètement de table',
    shape: 'Forme',
    legs: 'Pieds',
    size: 'Taille',
    carcass: 'Caisson',
    lock: 'Serrure',
    height: 'Hauteur',
    mounting: 'Fixation',
    finish: 'Finition',
    boothSize: 'Taille de la cabine',
  },
  dimOptions: {
    frameAluminium: 'Aluminium poli',
    frameBlack: 'Acier noir',
    frameChrome: 'Acier chromé',
    frameOak: 'Chêne',
    uphFabric: 'Tissu',
    uphLeather: 'Cuir naturel',
    uphEcoLeather: 'Similicuir',
    uphBoucle: 'Bouclette',
    armNone: 'Sans accoudoirs',
    armFixed: 'Fixes',
    arm2d: 'Réglables 2D',
    arm4d: 'Réglables 4D',
    topLaminate: 'Panneau mélaminé',
    topOak: 'Placage chêne',
    topFenix: 'FENIX NTM®',
    topLinoleum: 'Linoléum',
    tfFourLeg: 'Quatre pieds',
    tfSled: 'Luge',
    tfColumn: 'Colonne',
    tfPanel: 'Panneaux',
    shapeRect: 'Rectangulaire',
    shapeRound: 'Ronde',
    shapeOval: 'Ovale',
    shapeBarrel: 'Tonneau',
    legsWood: 'Bois',
    legsMetal: 'Métal',
    legsSled: 'Luge',
    legsPlinth: 'Socle',
    sizeOne: '1 place',
    sizeTwo: '2 places',
    sizeThree: '3 places',
    sizeCorner: 'Angle',
    carcLaminate: 'Panneau mélaminé',
    carcSteel: 'Acier',
    carcVeneer: 'Placage',
    lockKey: 'Serrure à clé',
    lockCode: 'Serrure à code',
    lockRfid: 'Serrure RFID',
    h2: '2 OH (74 cm)',
    h3: '3 OH (113 cm)',
    h5: '5 OH (188 cm)',
    mountWall: 'Murale',
    mountCeiling: 'Plafond',
    mountFree: 'Sur pied',
    mountDesk: 'Sur bureau',
    finPetFelt: 'Feutre PET',
    finFabric: 'Tissu',
    finWoolFelt: 'Feutre de laine',
    boothSingle: '1 personne',
    boothDuo: '2 personnes',
    boothQuad: '4 personnes',
  },
  checkboxes: {
    headrest: 'Avec appui-tête',
    seatSlider: 'Avec translation d’assise',
    lumbar: 'Avec soutien lombaire',
    castors: 'Sur roulettes',
    cableTray: 'Avec goulotte',
    electrification: 'Avec module électrique',
    foldingTop: 'Avec plateau rabattable',
    memory: 'Avec mémoire de position',
    usb: 'Avec chargeur USB',
    highBack: 'Avec dossier haut',
    plinth: 'Sur socle',
    led: 'Avec éclairage LED',
    ventilation: 'Avec ventilation',
  },
  features: {
    syncMechanism: 'Mécanisme synchrone blocable en quatre positions',
    lumbarSupport: 'Soutien lombaire réglable',
    seatDepth: 'Profondeur d’assise réglable sur 6 cm',
    stackable: 'Empilable jusqu’à 8 unités',
    weightTension: 'Tension du dossier adaptée automatiquement au poids de l’utilisateur',
    breathableMesh: 'Dossier respirant en résille élastique',
    recycledContent: 'Jusqu’à 60 % de matériaux recyclés',
    softCastors: 'Roulettes souples pour sols durs',
    footRing: 'Repose-pieds en acier inoxydable',
    rowLinking: 'Système de liaison pour une installation en rangées',
    cableManagement: 'Passe-câbles et goulottes dissimulés sous le plateau',
    modularExtension: 'Extensible en configurations plus longues',
    electricLift: 'Deux moteurs silencieux et réglage de la hauteur de 62 à 127 cm',
    memoryPresets: 'Boîtier de commande avec quatre positions mémorisées',
    scratchResistant: 'Surface mate résistante aux rayures',
    foldingMechanism: 'Plateau rabattable pour un rangement facile',
    levelingGlides: 'Patins réglables',
    modularSystem: 'Modules droits, d’angle et à dossier assemblés sans outils',
    privacyBack: 'Côtés et dossier hauts qui créent une bulle d’intimité',
    removableCovers: 'Housses déhoussables et lavables',
    integratedPower: 'Prise électrique et chargeur USB-C intégrés',
    coldFoam: 'Assise en mousse haute résilience',
    hiddenFrame: 'Structure en acier légère et invisible',
    softClose: 'Fermeture amortie des portes et tiroirs',
    adjustableShelves: 'Tablettes réglables tous les 32 mm',
    levelingFeet: 'Vérins de réglage accessibles de l’intérieur',
    personalLock: 'Serrure à code utilisateur ou à badge RFID',
    recycledSteel: 'Caisson en acier contenant 30 % de matière recyclée',
    acousticFronts: 'Façades à perforations acoustiques',
    classA: 'Absorption acoustique de classe A selon EN ISO 11654',
    easyInstall: 'Montage par clipsage sans outils spéciaux',
    integratedLighting: 'Éclairage LED intégré de 4000 K',
    silentVentilation: 'Ventilation silencieuse qui renouvelle l’air chaque minute',
    recycledBottles: 'Feutre fabriqué à partir de bouteilles PET recyclées',
    mobility: 'Roulettes dissimulées pour un déplacement facile',
  },
  intros: {
    chairs: [
      (c) => `Le modèle ${c.model} a été conçu pour de longues heures de travail au bureau et en salle de réunion.`,
      (c) => `Le modèle ${c.model} allie ergonomie et forme simple et intemporelle.`,
      (c) => `La série ${c.family} répond aux besoins des bureaux modernes, où le confort et la durabilité comptent.`,
    ],
    tables: [
      (c) => `Le modèle ${c.model} trouve sa place dans les salles de réunion, les espaces projet et les bureaux de direction.`,
      (c) => `Le modèle ${c.model} associe une structure robuste à un plateau qui résiste à des années d’usage intensif.`,
    ],
    soft: [
      (c) => `Le modèle ${c.model} apporte une ambiance chaleureuse aux accueils, halls et espaces détente.`,
      (c) => `Le modèle ${c.model} invite aux échanges informels et à une courte pause dans la journée.`,
    ],
    storage: [
      (c) => `Le modèle ${c.model} met de l’ordre dans le bureau et accueille aussi bien les dossiers que les effets personnels.`,
      (c) => `Le modèle ${c.model} est une solution spacieuse et durable pour les bureaux aux postes partagés.`,
    ],
    acoustics: [
      (c) => `Le modèle ${c.model} améliore l’acoustique de la pièce et aide à se concentrer dans un environnement animé.`,
      (c) => `Le modèle ${c.model} crée un lieu calme pour les appels et le travail concentré.`,
    ],
  },
  closings: [
    (c) => `Design : ${c.designers}.`,
    (c) => `Il est fabriqué dans notre usine de Swarzędz et toutes ses pièces de structure sont garanties ${c.warranty} ans.`,
    (c) =>
      c.collection
        ? `Il fait partie de la collection ${c.collection}, ce qui permet de composer facilement un intérieur cohérent.`
        : 'Il complète parfaitement le reste de notre gamme.',
  ],
  specs: {
    height: 'Hauteur',
    width: 'Largeur',
    depth: 'Profondeur',
    seatHeight: 'Hauteur d’assise',
    weight: 'Poids',
    maxLoad: 'Charge maximale',
    topThickness: 'Épaisseur du plateau',
    shelves: 'Nombre de tablettes',
    thickness: 'Épaisseur',
    absorption: 'Classe d’absorption acoustique',
  },
  units: { cm: 'cm', kg: 'kg', mm: 'mm', m2: 'm²' },
  care: {
    chairs: [
      'Aspirez régulièrement le revêtement avec une brosse douce.',
      'Éliminez les taches avec un chiffon humide et un détergent doux, sans frotter.',
      'Essuyez les pièces en aluminium et en acier avec un chiffon doux et sec.',
    ],
    tables: [
      'Essuyez le plateau avec un chiffon humide, puis séchez-le.',
      'Ne posez pas de récipients chauds sans dessous de plat.',
      'Vérifiez le serrage des fixations du piètement une fois par an.',
    ],
    soft: [
      'Retournez et regonflez régulièrement les coussins.',
      'Lavez les housses à 30 °C selon l’étiquette du tissu.',
      'Protégez le revêtement de la lumière directe du soleil.',
    ],
    storage: [
      'Nettoyez les surfaces avec un chiffon humide, sans produits abrasifs.',
      'Ne dépassez pas la charge admissible des tablettes (30 kg).',
      'Les charnières et coulisses ne nécessitent aucune lubrification.',
    ],
    acoustics: [
      'Aspirez les panneaux avec un embout doux tous les quelques mois.',
      'Ne peignez pas les surfaces acoustiques : la peinture obture les pores du matériau.',
      'Remplacez les filtres de ventilation une fois par an.',
    ],
  },
  warranty: (y) => `Garantie : ${y} ans.`,
  tabs: {
    specs: 'Caractéristiques techniques',
    care: 'Entretien et garantie',
    downloads: 'Téléchargements',
    materials: 'Matériaux et finitions',
  },
  tags: {
    new: { name: 'Nouveauté', description: 'Produit lancé cette année.' },
    bestseller: { name: 'Best-seller', description: 'L’un des produits les plus choisis par nos clients.' },
    eco: { name: 'Éco', description: 'Répond à nos critères d’écoconception : matériaux recyclés et démontage facile.' },
    award: { name: 'Primé', description: 'Récompensé lors d’un concours international de design.' },
    quickDelivery: { name: 'Livraison rapide', description: 'Expédition sous 10 jours ouvrés dans les finitions standard.' },
    madeInPoland: { name: 'Made in Poland', description: 'Conçu et fabriqué en Pologne.' },
    acoustic: { name: 'Acoustique', description: 'Améliore le confort acoustique de la pièce.' },
    recycled: { name: 'Recyclé', description: 'Contient au moins 50 % de matériaux recyclés.' },
    contract: { name: 'Contract', description: 'Conçu pour un usage intensif dans les bâtiments publics.' },
    fireRetardant: { name: 'Non feu', description: 'Le revêtement est conforme aux normes EN 1021-1 et EN 1021-2.' },
    warranty10: { name: 'Garantie 10 ans', description: 'Garantie étendue sur la structure et les mécanismes.' },
    ergonomic: { name: 'Ergonomie', description: 'Des réglages complets adaptent le meuble à la morphologie de l’utilisateur.' },
    limited: { name: 'Édition limitée', description: 'Une petite série dans des finitions exceptionnelles.' },
  },
  colours: {
    white: 'Blanc',
    cream: 'Crème',
    sand: 'Sable',
    beige: 'Beige',
    lightGrey: 'Gris clair',
    grey: 'Gris',
    graphite: 'Graphite',
    black: 'Noir',
    navy: 'Bleu marine',
    blue: 'Bleu',
    teal: 'Bleu canard',
    green: 'Vert',
    olive: 'Olive',
    mustard: 'Moutarde',
    terracotta: 'Terracotta',
    red: 'Rouge',
    burgundy: 'Bordeaux',
    pink: 'Rose poudré',
  },
  views: {
    front: 'vue de face',
    side: 'vue de profil',
    back: 'vue de dos',
    detail: 'détail de construction',
    interior: 'en situation au bureau',
    variant: 'variante de couleur',
    set: 'ensemble',
    closeUp: 'gros plan du revêtement',
  },
  photoLabels: { upholstery: 'Revêtement', finish: 'Finition', version: 'Version' },

  collections: {
    descriptions: [
      (c) =>
        `${c.name} est une famille de meubles cohérente pour les bureaux et les espaces publics. La collection comprend notamment : ${c.types.join(', ')}.`,
      (c) =>
        c.designer
          ? `La collection a été dessinée par ${c.designer}. Matériau phare : ${c.material}, associé à des lignes épurées.`
          : `Matériau phare de la collection : ${c.material}, associé à des lignes épurées.`,
      (c) =>
        `Nous avons présenté les premiers modèles de la série ${c.name} en ${c.year} ; aujourd’hui, la collection compte ${c.count} ${c.count <= 1 ? 'produit' : 'produits'}.`,
    ],
    movies: { film: 'Film de la collection', makingOf: 'Dans les coulisses', howTo: 'Guide de réglage' },
    heroAlt: (name) => `Collection ${name} dans un espace de bureau`,
  },
  designers: {
    bios: [
      (c) =>
        `${c.name} est designer de mobilier et d’intérieur et dirige depuis ${c.year} son propre studio à ${c.city} (${c.country}).`,
      (c) =>
        `Son travail allie la précision de l’artisan à une réflexion sur tout le cycle de vie du produit. ${cap(pron(c.g))} a reçu ${le(c.award)}.`,
      (c) =>
        c.collections.length === 0
          ? `${cap(pron(c.g))} collabore depuis peu avec Formanta : les premiers projets sont en préparation.`
          : `Pour Formanta, ${pron(c.g)} a dessiné ${c.collections.length === 1 ? 'la collection' : 'les collections'} ${list(c.collections)}.`,
    ],
    portraitAlt: (name) => `Portrait de ${name}`,
  },

  countries: {
    poland: 'Pologne',
    germany: 'Allemagne',
    austria: 'Autriche',
    czechia: 'Tchéquie',
    norway: 'Norvège',
    sweden: 'Suède',
    denmark: 'Danemark',
    france: 'France',
    uk: 'Royaume-Uni',
    netherlands: 'Pays-Bas',
    italy: 'Italie',
    japan: 'Japon',
  },
  cities: {
    warszawa: 'Varsovie',
    krakow: 'Cracovie',
    gdansk: 'Gdańsk',
    poznan: 'Poznań',
    wroclaw: 'Wrocław',
    lodz: 'Łódź',
    lublin: 'Lublin',
    bialystok: 'Białystok',
    rzeszow: 'Rzeszów',
    kielce: 'Kielce',
    olsztyn: 'Olsztyn',
    opole: 'Opole',
    zielonaGora: 'Zielona Góra',
    bydgoszcz: 'Bydgoszcz',
    katowice: 'Katowice',
    szczecin: 'Szczecin',
    torun: 'Toruń',
    gdynia: 'Gdynia',
    radom: 'Radom',
    gliwice: 'Gliwice',
    gorzow: 'Gorzów Wielkopolski',
    swarzedz: 'Swarzędz',
    berlin: 'Berlin',
    hamburg: 'Hambourg',
    munich: 'Munich',
    cologne: 'Cologne',
    vienna: 'Vienne',
    prague: 'Prague',
    brno: 'Brno',
    oslo: 'Oslo',
    bergen: 'Bergen',
    stockholm: 'Stockholm',
    copenhagen: 'Copenhague',
    paris: 'Paris',
    lyon: 'Lyon',
    london: 'Londres',
    amsterdam: 'Amsterdam',
    milan: 'Milan',
    tokyo: 'Tokyo',
  },
  voivodeships: {
    dolnoslaskie: 'Basse-Silésie',
    kujawskoPomorskie: 'Couïavie-Poméranie',
    lubelskie: 'Lublin',
    lubuskie: 'Lubusz',
    lodzkie: 'Łódź',
    malopolskie: 'Petite-Pologne',
    mazowieckie: 'Mazovie',
    opolskie: 'Opole',
    podkarpackie: 'Basses-Carpates',
    podlaskie: 'Podlachie',
    pomorskie: 'Poméranie',
    slaskie: 'Silésie',
    swietokrzyskie: 'Sainte-Croix',
    warminskoMazurskie: 'Varmie-Mazurie',
    wielkopolskie: 'Grande-Pologne',
    zachodniopomorskie: 'Poméranie-Occidentale',
  },

  realizations: {
    categories: { offices: 'Bureaux', hotels: 'Hôtels', education: 'Éducation', healthcare: 'Santé', public: 'Espaces publics' },
    kinds: {
      hq: 'Siège social',
      office: 'Bureaux',
      rdCentre: 'Centre de R&D',
      serviceCentre: 'Centre de services partagés',
      hotel: 'Hôtel',
      hotelConference: 'Centre de conférences de l’hôtel',
      university: 'Campus universitaire',
      library: 'Médiathèque',
      school: 'École internationale',
      clinic: 'Clinique',
      hospital: 'Hôpital municipal',
      cityHall: 'Hôtel de ville',
      museum: 'Musée d’art contemporain',
      station: 'Gare ferroviaire',
    },
    name: (kind, client, city) => (client ? `${kind} ${client}, ${city}` : `${kind}, ${city}`),
    photo: 'Photo :',
    investor: 'Maître d’ouvrage',
    interiorDesign: 'Architecture intérieure',
    descriptions: [
      (c) => `Le projet portait sur ${c.area} m² et ${c.seats} places pour travailler, se réunir et se détendre.`,
      (c) =>
        `Architecture intérieure : ${c.studio}. Nous avons fourni le mobilier et conseillé le choix des tissus et des finitions.`,
      (c) =>
        c.products.length
          ? `Nous avons achevé les travaux en ${c.year}. On y trouve notamment les modèles : ${c.products.join(', ')}.`
          : `Nous avons achevé les travaux en ${c.year}.`,
    ],
    cta: { contact: 'Parlons de votre projet', collection: 'Voir la collection' },
  },
  posts: {
    launch: {
      title: (c) => `La collection ${c.family} est disponible`,
      lead: (c) => `Découvrez ${c.family}, une nouvelle famille de meubles signée ${c.designer}.`,
      body: [
        (c) =>
          `La collection ${c.family} a nécessité près de deux ans de travail. Nous avons testé les prototypes dans notre laboratoire et dans les bureaux de nos clients avant leur mise en production.`,
        () =>
          'Tous les modèles sont disponibles dans l’ensemble des tissus et finitions de notre nuancier. En finitions standard, le délai de livraison est de quatre semaines.',
      ],
    },
    award: {
      title: (c) => `${c.family} remporte ${le(c.award)} ${c.year}`,
      lead: (c) => `La collection ${c.family} a été distinguée par le jury ${du(c.award)}.`,
      body: [
        () =>
          'Le jury a salué la simplicité de la construction, la durabilité des matériaux et la facilité de démontage, qui permet le recyclage après des années d’utilisation.',
        () =>
          'Une nouvelle distinction pour notre équipe de design. Merci à toutes celles et à tous ceux qui ont travaillé sur la collection.',
      ],
    },
    fair: {
      title: (c) => `Formanta au salon ${c.fair} ${c.year}`,
      lead: (c) => `Retrouvez-nous sur notre stand au salon ${c.fair} (${c.city}).`,
      body: [
        (c) =>
          `Nous présenterons les nouveaux modèles de la collection ${c.family} ainsi que de nouveaux tissus recyclés. Nos designers et conseillers commerciaux seront présents sur le stand.`,
        () => 'Vous souhaitez prendre rendez-vous ? Écrivez-nous et nous vous réserverons un créneau.',
      ],
    },
    showroom: {
      title: (c) => `Nouveau showroom Formanta à ${c.city}`,
      lead: (c) => `Nous avons ouvert un nouveau showroom. Adresse : ${c.street}, ${c.city}.`,
      body: [
        () =>
          'Sur plus de 400 m², nous présentons des aménagements de bureaux complets : postes de travail, salles de réunion, espaces détente et cabines acoustiques.',
        () =>
          'Au showroom, vous pourrez découvrir les échantillons de tissus et de finitions et bénéficier du conseil gratuit d’un architecte d’intérieur.',
      ],
    },
    realization: {
      title: (c) => `Réalisation : ${c.realization}`,
      lead: (c) =>
        `${c.area} m² et ${c.seats} places pour travailler, se réunir et se détendre : découvrez comment nous avons aménagé cet espace.`,
      body: [
        () =>
          'L’objectif était de créer un espace qui favorise à la fois le travail concentré et les réunions. Nous avons proposé des zones au caractère différent, reliées par une palette de matériaux commune.',
        (c) =>
          `Le rôle principal revient au modèle ${c.product}, complété par du mobilier d’accueil et des panneaux acoustiques.`,
      ],
    },
    guides: {
      chooseChair: {
        title: 'Comment choisir un siège de bureau ?',
        lead: 'Quatre points à vérifier avant d’acheter un siège pour le travail quotidien.',
        tips: [
          'Vérifiez la plage de réglage de la hauteur d’assise et des accoudoirs.',
          'Choisissez un mécanisme synchrone qui accompagne les mouvements du corps.',
          'Soyez attentif au soutien lombaire.',
          'Adaptez le revêtement à l’intensité d’utilisation : la résistance à l’abrasion compte.',
        ],
      },
      ergonomics: {
        title: 'L’ergonomie du poste de travail en pratique',
        lead: 'Quelques réglages simples pour réduire la fatigue après une journée devant l’écran.',
        tips: [
          'Le bord supérieur de l’écran doit se trouver à hauteur des yeux.',
          'Posez les avant-bras détendus sur le plateau ou les accoudoirs.',
          'Gardez les pieds à plat au sol et les genoux à angle droit.',
          'Levez-vous et changez de position toutes les heures.',
        ],
      },
      acousticsOpenSpace: {
        title: 'Acoustique en open space : par où commencer ?',
        lead: 'Le bruit est l’une des plaintes les plus fréquentes dans les bureaux ouverts. Voici comment le réduire.',
        tips: [
          'Commencez par mesurer le temps de réverbération.',
          'Associez panneaux muraux et plafonniers à des écrans de bureau.',
          'Aménagez des zones calmes et des cabines pour les appels.',
          'Pensez aux matériaux souples : revêtements, tapis et rideaux.',
        ],
      },
      hybridOffice: {
        title: 'Bureau hybride : comment l’aménager ?',
        lead: 'Quand une partie de l’équipe travaille à distance, le bureau devient un lieu de rencontre. Comment en tenir compte dans le projet ?',
        tips: [
          'Réduisez les postes attitrés au profit de postes partagés.',
          'Prévoyez davantage de salles de réunion équipées pour la visioconférence.',
          'Proposez des casiers aux collaborateurs sans bureau fixe.',
          'Créez des zones de travail concentré.',
        ],
      },
      leatherCare: {
        title: 'Comment entretenir un meuble en cuir ?',
        lead: 'Le cuir naturel se patine avec le temps, à condition d’en prendre soin.',
        tips: [
          'Dépoussiérez la surface avec une brosse douce.',
          'Appliquez un produit d’entretien pour cuir une fois par trimestre.',
          'Évitez de placer les meubles près des radiateurs.',
          'Épongez immédiatement tout liquide renversé avec un chiffon absorbant.',
        ],
      },
      standingWork: {
        title: 'Travailler debout : combien de temps et comment ?',
        lead: 'Un bureau réglable en hauteur n’est qu’un début. Voici comment bien l’utiliser.',
        tips: [
          'Changez de position toutes les 30 à 60 minutes.',
          'Réglez le plateau pour que vos coudes forment un angle droit.',
          'Utilisez un tapis anti-fatigue.',
          'Enregistrez vos hauteurs préférées dans la mémoire du boîtier.',
        ],
      },
    },
    guideIntro:
      'Nos conseillers aident chaque jour nos clients à aménager leurs espaces de travail. Voici leurs principaux conseils :',
    company: {
      paintShop: {
        title: 'Nouvelle ligne de thermolaquage dans notre usine de Swarzędz',
        lead: 'Nous avons investi dans une ligne de peinture qui consomme 35 % d’énergie en moins.',
      },
      ecolabel: {
        title: 'L’EU Ecolabel pour de nouveaux produits',
        lead: 'De nouveaux modèles de sièges et de tables ont obtenu l’écolabel européen.',
      },
      solar: {
        title: 'Le solaire couvre déjà 40 % de notre production',
        lead: 'Nous avons installé une centrale photovoltaïque de 1,2 MW sur les toits de nos ateliers.',
      },
      anniversary: {
        title: 'Formanta fête ses 30 ans',
        lead: 'D’un petit atelier de menuiserie à une usine qui exporte ses meubles dans 30 pays.',
      },
      apprentices: {
        title: 'Lancement d’un programme d’apprentissage pour jeunes tapissiers',
        lead: 'Avec un lycée professionnel local, nous formons la prochaine génération.',
      },
      newCatalogue: {
        title: 'Le catalogue 2026 est disponible en téléchargement',
        lead: 'Le nouveau catalogue présente toute notre gamme de sièges, tables, mobilier d’accueil et solutions acoustiques.',
      },
      takeBack: {
        title: 'Programme de reprise du mobilier usagé',
        lead: 'Nous reprenons le mobilier de bureau en fin d’utilisation et le confions à la rénovation ou au recyclage.',
      },
      configurator: {
        title: 'Nouveau configurateur de produits en ligne',
        lead: 'Configurez un siège ou une table, visualisez le résultat et téléchargez le modèle 3D.',
      },
    },
    companyBody: [
      () =>
        'Cet investissement s’inscrit dans notre stratégie 2024–2028, axée sur la durabilité des produits et la réduction de notre empreinte carbone.',
      () => 'Nos conseillers commerciaux et notre service marketing se tiennent à votre disposition pour plus d’informations.',
    ],
    closing: [
      'Des questions ? Contactez le showroom ou le revendeur le plus proche : nous serons ravis de vous aider.',
      'Suivez nos actualités pour ne manquer aucun lancement.',
    ],
  },
  stories: {
    fixed: {
      fromSketch: {
        title: 'Du croquis à l’usine',
        lead: 'Comment naît un nouveau siège, du premier dessin à la production en série.',
        body: [
          'Chaque projet commence par une discussion sur la manière dont les gens travaillent réellement. Viennent ensuite les croquis, les maquettes et les premiers prototypes.',
          'Les prototypes rejoignent notre laboratoire, où ils sont testés en résistance et en sécurité selon les normes européennes.',
          'Avant sa commercialisation, chaque modèle est testé pendant plusieurs mois dans les bureaux de clients sélectionnés.',
        ],
      },
      upholsterers: {
        title: 'Des mains qui cousent',
        lead: 'Rencontre avec l’équipe de l’atelier de tapisserie, où naissent chaque jour des centaines d’assises.',
        body: [
          'Plus de 80 personnes travaillent dans notre atelier de tapisserie. Certaines sont là depuis le tout début.',
          'Si la découpe des tissus est automatisée, de nombreuses étapes restent manuelles, en particulier pour le cuir naturel.',
          'Les tapissiers expérimentés transmettent leur savoir aux plus jeunes grâce à notre programme d’apprentissage.',
        ],
      },
      woodSourcing: {
        title: 'Du bois issu de sources responsables',
        lead: 'D’où viennent le chêne et le frêne de nos meubles.',
        body: [
          'Nous achetons exclusivement du bois auprès de fournisseurs certifiés FSC ou PEFC.',
          'La majeure partie provient de forêts situées à moins de 300 km de l’usine.',
          'Les chutes de bois alimentent notre chaufferie et chauffent les ateliers en hiver.',
        ],
      },
      testingLab: {
        title: 'Un laboratoire intransigeant',
        lead: 'Cent mille cycles de charge sur le dossier : voici comment nous testons la durabilité.',
        body: [
          'Notre laboratoire est accrédité pour les essais selon les normes EN 1335 et EN 16139.',
          'Chaque siège de bureau subit des essais de charge du dossier et de l’assise ainsi qu’un essai de stabilité.',
          'Nous publions les résultats des essais dans les fiches produits téléchargeables.',
        ],
      },
      circularDesign: {
        title: 'Concevoir pour l’économie circulaire',
        lead: 'Comment nous concevons des meubles faciles à réparer, à rénover et à recycler.',
        body: [
          'Nous limitons le nombre de matériaux et évitons la colle partout où un assemblage démontable est possible.',
          'Les pièces détachées de nos produits restent disponibles au moins 10 ans après l’arrêt de la production.',
          'Chaque produit dispose d’un passeport matériaux qui facilite le recyclage.',
        ],
      },
      familyFactory: {
        title: 'Une usine familiale de tradition',
        lead: 'Trois générations de menuisiers et une même passion pour le bel ouvrage.',
        body: [
          'L’histoire de l’entreprise a commencé en 1995 dans un petit atelier de Swarzędz.',
          'Nous employons aujourd’hui plus de 400 personnes et nos meubles sont livrés dans 30 pays.',
          'Malgré notre croissance, nous sommes restés une entreprise familiale où les décisions se prennent au plus près de la production.',
        ],
      },
      colourStudio: {
        title: 'L’atelier couleur',
        lead: 'Comment se construit la palette de tissus et de finitions de la saison suivante.',
        body: [
          'Chaque année, notre équipe analyse les tendances du design, de l’architecture et de la mode.',
          'Nous testons les nouvelles couleurs sur des échantillons sous différents éclairages avant de les intégrer au nuancier.',
          'La palette est harmonisée entre tissus, stratifiés et laques, pour des finitions faciles à associer.',
        ],
      },
      acousticsLab: {
        title: 'Le silence sous contrôle',
        lead: 'Visite de la chambre réverbérante où nous mesurons l’absorption acoustique.',
        body: [
          'Nous testons panneaux et cabines acoustiques en chambre réverbérante selon la norme EN ISO 354.',
          'Les mesures permettent de classer les produits de A à E selon leur absorption.',
          'Les architectes peuvent ainsi planifier précisément l’acoustique d’un espace.',
        ],
      },
    },
    family: {
      title: (c) => `L’histoire de la collection ${c.family}`,
      lead: (c) =>
        `Comment est née la collection ${c.family} et ce qui a inspiré ${c.g === 'f' ? 'sa créatrice' : 'son créateur'}.`,
      body: [
        (c) =>
          `Tout est parti de l’observation du travail quotidien dans les bureaux de nos clients. ${c.designer} cherchait une forme à la fois légère et très robuste.`,
        () =>
          'Après plus d’une dizaine de prototypes est née une famille de meubles que l’on retrouve aujourd’hui dans des bureaux partout en Europe.',
      ],
    },
    interview: {
      title: (c) => `Entretien avec ${c.designer}`,
      lead: (c) => `Sur l’inspiration, les matériaux et le travail sur la collection ${c.family}.`,
      body: [
        (c) =>
          `« Un bon meuble de bureau devrait être presque invisible : il doit soutenir le travail, pas en détourner l’attention », explique ${c.designer}.`,
        () =>
          'Nous parlons du processus de création, des essais de prototypes et des raisons pour lesquelles les meilleures idées naissent à l’usine plutôt qu’au bureau.',
      ],
    },
  },
  inspirations: {
    spaces: {
      openSpace: 'Open space',
      meetingRoom: 'Salle de réunion',
      reception: 'Accueil',
      breakout: 'Espace détente',
      focusRoom: 'Bulle de concentration',
      canteen: 'Cafétéria',
      executiveOffice: 'Bureau de direction',
      library: 'Bibliothèque',
    },
    styles: {
      scandinavian: 'de style scandinave',
      industrial: 'de style industriel',
      minimal: 'minimaliste',
      natural: 'aux tons naturels',
      colourful: 'aux couleurs vives',
      classic: 'classique',
    },
    title: (space, style) => `${space} ${style}`,
    lead: (space, style) =>
      `Une idée d’aménagement : ${space.toLowerCase()} ${style}. Mobilier, tissus et finitions choisis pour former un ensemble harmonieux.`,
  },
  slider: {
    name: 'Accueil – slider',
    landingName: 'Bureau hybride – slider',
    slides: [
      {
        title: 'Du mobilier de travail qui dure',
        subtitle: 'Conçu et fabriqué en Pologne depuis 1995',
        linkLabel: 'Découvrir les collections',
      },
      {
        title: 'Le bureau hybride',
        subtitle: 'Aménagez un espace où votre équipe a envie de revenir',
        linkLabel: 'Aménager un bureau hybride',
      },
      {
        title: 'Le calme en open space',
        subtitle: 'Panneaux et cabines acoustiques de classe A',
        linkLabel: 'Voir l’acoustique',
      },
      {
        title: 'Nos réalisations',
        subtitle: 'Bureaux, hôtels et universités dans toute l’Europe',
        linkLabel: 'Voir les réalisations',
      },
    ],
  },

  patterns: {
    categories: {
      fabrics: 'Tissus',
      leathers: 'Cuirs',
      meshes: 'Résilles',
      laminates: 'Stratifiés',
      metal: 'Finitions métalliques',
    },
    compositions: {
      polyester: '100 % polyester',
      recycledPolyester: '100 % polyester recyclé',
      woolPolyamide: '90 % laine, 10 % polyamide',
      wool: '100 % laine',
      cottonPolyester: '60 % coton, 40 % polyester',
      cowhide: 'Cuir de vachette pleine fleur, tannage au chrome',
      aniline: 'Cuir aniline, tannage végétal',
      pu: 'Similicuir : 100 % polyuréthane sur support polyester',
      meshPolyester: '100 % polyester, tricot 3D',
      meshElastomer: '70 % polyester, 30 % élastomère',
      chipboard: 'Panneau de particules mélaminé, classe E1',
      hplCompact: 'Stratifié compact HPL',
      veneerBoard: 'Panneau MDF plaqué',
      powderSteel: 'Acier thermolaqué',
      anodizedAluminium: 'Aluminium anodisé',
      chromeSteel: 'Acier chromé par galvanoplastie',
    },
    care: {
      fabrics: 'Aspirer régulièrement. Nettoyer les taches avec un chiffon humide et un détergent doux. Ne pas laver en machine.',
      leathers: 'Nettoyer avec un chiffon doux légèrement humide. Appliquer un produit d’entretien pour cuir tous les 3 mois.',
      meshes: 'Aspirer avec une brosse douce. Éliminer les taches à l’eau savonneuse.',
      laminates: 'Essuyer avec un chiffon humide et un peu de liquide vaisselle. Ne pas utiliser de produits abrasifs.',
      metal: 'Essuyer avec un chiffon doux. Éviter les produits contenant des solvants.',
    },
    priceGroup: (n) => `Groupe ${n}`,
    decors: {
      naturalOak: 'Chêne naturel',
      smokedOak: 'Chêne fumé',
      walnut: 'Noyer américain',
      ash: 'Frêne',
      alpineWhite: 'Blanc alpin',
      pearlGrey: 'Gris perle',
      anthracite: 'Anthracite',
      sandBeige: 'Beige sable',
      fenixBlack: 'Noir FENIX',
      sageGreen: 'Vert sauge',
    },
    metals: {
      blackMatt: 'Noir mat',
      trafficWhite: 'Blanc signalisation',
      anthraciteGrey: 'Gris anthracite',
      silverAlu: 'Aluminium blanc',
      bronze: 'Bronze',
      polishedChrome: 'Chrome poli',
    },
  },

  stores: { showroom: (city) => `Showroom Formanta ${city}` },
  jobs: {
    positions: {
      exportSpecialist: 'Chargé de ventes export (H/F)',
      interiorDesigner: 'Architecte d’intérieur (H/F)',
      accountant: 'Comptable (H/F)',
      furnitureEngineer: 'Concepteur de mobilier (H/F)',
      marketingSpecialist: 'Chargé de marketing (H/F)',
      projectManager: 'Chef de projet contract (H/F)',
      itSupport: 'Technicien support informatique (H/F)',
      buyer: 'Acheteur (H/F)',
      upholsterer: 'Tapissier (H/F)',
      cncOperator: 'Opérateur sur centre d’usinage CNC (H/F)',
      paintShopOperator: 'Opérateur de thermolaquage (H/F)',
      warehouseWorker: 'Magasinier (H/F)',
      welder: 'Soudeur MIG/MAG (H/F)',
      forkliftOperator: 'Cariste (H/F)',
      assemblyWorker: 'Monteur de mobilier (H/F)',
      qualityInspector: 'Contrôleur qualité (H/F)',
    },
    office: 'bureaux',
    factory: 'usine',
    headings: { duties: 'Vos missions', requirements: 'Votre profil', offer: 'Nous offrons' },
    duties: {
      office: [
        'Collaborer avec les services commercial et production sur les projets.',
        'Préparer la documentation, les synthèses et les rapports.',
        'Assurer le contact avec les clients et les partenaires.',
        'Participer aux salons et événements professionnels.',
        'Analyser les données et proposer des améliorations.',
      ],
      production: [
        'Réaliser les tâches selon la documentation technique.',
        'Veiller à la qualité des pièces fabriquées.',
        'Conduire les machines et équipements du poste.',
        'Respecter les règles de sécurité et l’ordre au poste de travail.',
        'Travailler avec le chef d’équipe et le service qualité.',
      ],
    },
    requirements: {
      office: [
        'Diplôme de l’enseignement supérieur dans le domaine.',
        'Très bon niveau d’anglais.',
        'Autonomie et bonne organisation.',
        'Maîtrise de la suite MS Office.',
        'Une expérience dans l’ameublement est un plus.',
      ],
      production: [
        'Une expérience sur un poste similaire est un plus.',
        'Rigueur et implication.',
        'Disponibilité pour travailler en deux-huit.',
        'Visite médicale à jour ou disposition à la passer.',
        'Capacité à lire un plan technique.',
      ],
    },
    offer: [
      'Un CDI et un emploi stable.',
      'Une mutuelle et une carte sport.',
      'Des formations et des perspectives d’évolution.',
      'Une participation aux repas et aux transports.',
      'Des remises sur le mobilier Formanta.',
    ],
  },
  files: {
    types: {
      productSheets: 'Fiches produits',
      models3d: 'Modèles 3D',
      certificates: 'Certificats',
      catalogues: 'Catalogues',
      brochures: 'Brochures',
      assembly: 'Notices de montage',
      photos: 'Photos',
      documents: 'Tarifs et formulaires',
      patternCards: 'Cartes tissus',
    },
    loose: {
      catalogues2026: 'Catalogues 2026',
      qualityCerts: 'Certificats qualité',
      environmentalCerts: 'Certificats environnementaux',
      forArchitects: 'Pour les architectes',
      productPhotos: 'Photos produits',
      pressKit: 'Espace presse',
      forms: 'Formulaires',
      patternCards: 'Nuanciers de tissus',
    },
    productSheet: (f) => `Fiche produit – ${f}`,
    model3d: (f, fmt) => `Modèle 3D ${f} (${fmt})`,
    assembly: (f) => `Notice de montage – ${f}`,
    photos: (f) => `Photos produits – ${f}`,
    categoryCatalogue: (c) => `Catalogue : ${c}`,
    categoryModels: (c) => `Modèles 3D – ${c} (ZIP)`,
    certificate: (n) => `Certificat ${n}`,
    brochures: {
      hybridOffice: 'Brochure : le bureau hybride',
      acousticsGuide: 'Guide : l’acoustique au bureau',
      sustainabilityReport: 'Rapport développement durable 2025',
      educationSpaces: 'Brochure : espaces d’apprentissage',
      hospitality: 'Brochure : hôtellerie et restauration',
    },
    documents: {
      priceList: 'Tarif 2026',
      complaintForm: 'Formulaire de réclamation',
      warrantyTerms: 'Conditions de garantie',
      dealerList: 'Liste des revendeurs',
      tenderSpec: 'Cahier des charges – sièges de bureau',
      sampleOrder: 'Bon de commande d’échantillons',
    },
    catalogues: {
      general: 'Catalogue général 2026',
      seating: 'Catalogue sièges 2026',
      softAcoustics: 'Catalogue : mobilier d’accueil et acoustique',
    },
    patternCard: (n) => `Carte tissu ${n}`,
    logo: 'Logo Formanta',
    favicon: 'Symbole de la marque (icône)',
    factoryPhoto: 'Photo de l’usine de Swarzędz',
    pressPack: 'Communiqué de presse',
  },
  contact: {
    departments: {
      sales: 'Service commercial',
      export: 'Service export',
      marketing: 'Marketing',
      customerService: 'Service client',
      hr: 'Ressources humaines',
      purchasing: 'Achats',
    },
    positions: {
      regionalManager: 'Responsable des ventes régionales',
      salesManager: 'Responsable des ventes',
      exportManager: 'Responsable export',
      keyAccount: 'Key account manager',
      projectAdvisor: 'Conseil projets',
      customerServiceLead: 'Responsable du service client',
      salesDirector: 'Direction commerciale',
    },
    salesRegions: {
      north: 'Pologne du Nord',
      central: 'Pologne centrale',
      south: 'Pologne du Sud',
      west: 'Pologne de l’Ouest',
      east: 'Pologne de l’Est',
      exportNordic: 'Export : pays nordiques',
      exportDach: 'Export : Allemagne, Autriche, Suisse',
      exportWest: 'Export : France et Benelux',
    },
    headOffice: 'Formanta – siège',
    factory: 'Formanta – usine',
    openingHours: 'lun.–ven. 8 h–16 h',
  },

  blocks: {
    featuredProducts: 'Produits à la une',
    newCollections: 'Nos collections',
    allCollections: 'Toutes les collections',
    latestNews: 'Actualités',
    realizations: 'Réalisations',
    designers: 'Designers',
    jobOffers: 'Offres d’emploi',
    findShowroom: 'Trouver un showroom ou un revendeur',
    downloadCenter: 'Espace téléchargement',
    contactForm: 'Écrivez-nous',
    customerServiceForm: 'Demande de SAV',
    contactPeople: 'Votre conseiller commercial',
    newsletter: 'Abonnez-vous à la newsletter',
    stories: 'Histoires',
    inspirations: 'Inspirations',
    gallery: 'Galerie',
    relatedProducts: 'Produits de l’article',
    productsInProject: 'Produits utilisés dans le projet',
    aboutMovie: 'Film sur Formanta',
    factoryCaption: 'L’atelier de tapisserie de l’usine de Swarzędz',
  },
  menus: {
    allProducts: 'Tous les produits',
    shop: 'Boutique en ligne',
    dealerZone: 'Espace revendeurs',
    catalogues: 'Catalogues',
    groups: { offer: 'Produits', inspiration: 'Inspiration', company: 'Entreprise', help: 'Aide' },
  },
  pages: {
    home: {
      heading: 'Des meubles qui travaillent avec vous',
      paras: [
        'Formanta conçoit et fabrique du mobilier pour bureaux, hôtels, universités et espaces publics. Tout est produit dans notre usine de Swarzędz, en Pologne.',
        'Découvrez nos [[collections|collections]], nos [[realizations|réalisations]] ou rendez-vous dans [[showrooms|le showroom le plus proche]].',
      ],
    },
    products: {
      paras: [
        'Notre gamme comprend des sièges, des tables et bureaux, du mobilier d’accueil, des rangements et des solutions acoustiques. Choisissez une catégorie pour voir les produits et les filtres.',
        'Vous cherchez des tissus et des finitions ? Consultez notre [[patterns|nuancier]].',
      ],
    },
    contact: {
      heading: 'Formanta Sp. z o.o.',
      paras: [
        'ul. Głogowska 218, 60-104 Poznań, Pologne',
        'Usine : ul. Rabowicka 12, 62-020 Swarzędz, Pologne',
        'Nos bureaux sont ouverts du lundi au vendredi de 8 h à 16 h. Pour toute demande de SAV, utilisez le formulaire de la page [[customerService|service client]].',
      ],
    },
    patterns: {
      paras: [
        'Le nuancier réunit tous les tissus, cuirs, résilles, stratifiés et finitions métalliques disponibles pour nos produits. Parcourez-les par catégorie, groupe de prix ou couleur.',
        'Les échantillons sont gratuits : il suffit de les demander à votre conseiller commercial.',
      ],
    },
    privacy: [
      {
        heading: 'Responsable du traitement',
        paras: [
          'Le responsable du traitement de vos données personnelles est Formanta Sp. z o.o., ul. Głogowska 218, 60-104 Poznań, Pologne.',
          'Pour toute question relative à la protection des données, écrivez-nous à iod@formanta.example.com.',
        ],
      },
      {
        heading: 'Données collectées',
        paras: [
          'Nous traitons les données que vous indiquez dans les formulaires de contact, les demandes de SAV et lors de l’inscription à la newsletter :',
        ],
        list: ['nom et prénom ;', 'adresse e-mail et numéro de téléphone ;', 'nom de l’entreprise ;', 'contenu du message.'],
      },
      {
        heading: 'Finalités et bases légales',
        paras: [
          'Nous traitons vos données pour répondre à votre demande, gérer les réclamations, envoyer la newsletter (sur la base de votre consentement) et à des fins d’analyse.',
          'La communication de vos données est facultative, mais nécessaire au traitement de votre demande.',
        ],
      },
      {
        heading: 'Cookies',
        paras: [
          'Le site utilise des cookies nécessaires à son fonctionnement et, avec votre accord, des cookies fonctionnels, analytiques et publicitaires.',
          'Vous pouvez modifier vos préférences à tout moment à l’aide du bouton ci-dessous.',
        ],
        list: [
          'nécessaires : assurent le fonctionnement du site et du panier de fichiers ;',
          'fonctionnels : mémorisent vos préférences ;',
          'analytiques : nous aident à améliorer le site ;',
          'publicitaires : permettent d’adapter les contenus marketing.',
        ],
      },
      {
        heading: 'Destinataires',
        paras: [
          'Les données peuvent être transmises à nos prestataires informatiques, d’hébergement et d’envoi d’e-mails, uniquement dans la mesure nécessaire à la fourniture de leurs services.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paras: [
          'Nous conservons les données des formulaires pendant 3 ans et celles des abonnés à la newsletter jusqu’au retrait du consentement.',
        ],
      },
      {
        heading: 'Vos droits',
        paras: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité et d’opposition.',
          'Vous pouvez également introduire une réclamation auprès de l’autorité de contrôle compétente.',
        ],
      },
    ],
    about: [
      {
        heading: 'Qui sommes-nous',
        paras: [
          'Formanta est une entreprise familiale d’ameublement fondée en 1995 à Swarzędz, en Pologne. Nous concevons et fabriquons du mobilier pour bureaux, hôtels, universités et espaces publics.',
          'Nous travaillons avec des designers polonais et étrangers, et nos meubles sont livrés dans plus de 30 pays.',
        ],
      },
      {
        heading: 'Notre façon de travailler',
        paras: [
          'Nous maîtrisons l’ensemble du processus, de la conception et des essais en laboratoire jusqu’à la fabrication et l’installation.',
        ],
        list: [
          'plus de 400 collaborateurs',
          '42 000 m² de surface de production',
          'un laboratoire d’essais intégré',
          'un réseau de showrooms et de revendeurs dans toute la Pologne',
        ],
      },
      {
        heading: 'Mieux nous connaître',
        paras: [
          'Lisez nos [[stories|histoires]], consultez nos [[careers|offres d’emploi]] et découvrez nos engagements en matière de [[sustainability|développement durable]].',
        ],
      },
    ],
    careers: {
      paras: [
        'Nous recherchons des personnes qui aiment le travail bien fait, au bureau, à l’atelier de tapisserie comme en production.',
        'Aucune offre ne vous correspond ? Envoyez votre CV à kariera@formanta.example.com.',
      ],
    },
    files: {
      paras: [
        'L’espace téléchargement rassemble catalogues, fiches produits, modèles 3D, certificats et notices de montage. Ajoutez des fichiers au panier et téléchargez-les en une seule archive ZIP.',
      ],
    },
    sustainability: [
      {
        heading: 'Des meubles pour longtemps',
        paras: [
          'Le meuble le plus écologique est celui qu’on n’a pas besoin de remplacer. C’est pourquoi nous concevons des produits durables, faciles à réparer et prêts à être rénovés.',
        ],
      },
      {
        heading: 'Nos objectifs pour 2030',
        paras: ['Nous voulons réduire de moitié nos émissions de CO₂ et augmenter la part de matériaux recyclés.'],
        list: [
          '100 % d’électricité renouvelable',
          '70 % de matériaux recyclés ou renouvelables',
          'un passeport matériaux pour chaque produit',
          'un programme de reprise du mobilier dans toute l’Europe',
        ],
      },
      {
        heading: 'Certifications',
        paras: [
          'Nos produits sont certifiés EU Ecolabel, FSC, PEFC et Greenguard Gold. Retrouvez les documents dans l’[[files|espace téléchargement]].',
        ],
      },
    ],
    customerService: {
      paras: [
        'Besoin d’aide avec un produit ? Signalez un défaut, commandez une pièce détachée ou renseignez-vous sur l’entretien de vos meubles.',
        'Nous traitons les demandes sous 3 jours ouvrés. Munissez-vous de votre numéro de commande et d’une photo du produit.',
      ],
    },
    warranty: [
      {
        heading: 'Durée de garantie',
        paras: [
          'Le mobilier Formanta est garanti 5 ans ; la structure et les mécanismes des sièges de bureau sont garantis 10 ans.',
        ],
        list: [
          'structures en acier et en aluminium : 10 ans',
          'mécanismes et vérins : 10 ans',
          'revêtements et mousses : 5 ans',
          'composants électriques : 3 ans',
        ],
      },
      {
        heading: 'Faire une réclamation',
        paras: [
          'Déposez votre réclamation via le formulaire de la page [[customerService|service client]] ou auprès du revendeur chez qui vous avez acheté vos meubles.',
        ],
      },
      {
        heading: 'Exclusions',
        paras: [
          'La garantie ne couvre pas les dommages mécaniques, l’usure normale des revêtements ni les conséquences d’un entretien inadapté.',
        ],
      },
    ],
    hybridOffice: [
      {
        heading: 'Un bureau où l’on a envie de revenir',
        paras: [
          'Le travail hybride a changé le rôle du bureau. C’est aujourd’hui avant tout un lieu de rencontre, de collaboration et de lien.',
        ],
      },
      {
        heading: 'Ce que nous proposons',
        paras: [
          'Nous vous aidons à aménager vos espaces : de l’analyse de vos usages à la conception, jusqu’à la livraison et l’installation du mobilier.',
        ],
        list: [
          'des espaces de collaboration avec canapés modulaires',
          'des cabines acoustiques pour les appels et la visioconférence',
          'des bureaux assis-debout pour les postes partagés',
          'des casiers à la place des bureaux attitrés',
        ],
      },
      {
        heading: 'Parlons-en',
        paras: ['Prenez rendez-vous pour un conseil gratuit avec notre architecte : [[contact|contactez-nous]].'],
      },
    ],
    newsletter: {
      paras: [
        'Une fois par mois, nous partageons nos nouvelles collections, réalisations et événements. Pas de spam : vous pouvez vous désinscrire à tout moment.',
      ],
    },
    draft: {
      heading: 'Collection automne 2026 – avant-première',
      paras: ['Page en préparation. Les nouveaux modèles arrivent bientôt.'],
    },
  },
};
