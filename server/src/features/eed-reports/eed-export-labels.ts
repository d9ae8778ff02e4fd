/**
 * The EED report file's words in the language the user asked for (issue #47, Translations: the CSV
 * and XLSX had English labels and file names in the Danish UI). The `key` column stays the REST key
 * (data for tools); the quantity's label, the header row and the file name are translated. The
 * quantities are those of Commission Delegated Regulation (EU) 2024/1364, Annex I and II, and the KPIs
 * of its Annex III / EN 50600-4-x, as the screen names them.
 */
import type { MailLanguage } from '../../platform/mail/mail-texts';
import type { EedReportView } from './eed-report.types';

type Words = Record<MailLanguage, string>;

export const EED_FILE_WORDS: Record<'site' | 'project' | 'key' | 'quantity' | 'value' | 'unit' | 'file', Words> = {
  site: { en: 'Site', da: 'Anlæg', de: 'Standort', fr: 'Site', nb: 'Anlegg' },
  project: { en: 'Project', da: 'Projekt', de: 'Projekt', fr: 'Projet', nb: 'Prosjekt' },
  key: { en: 'key', da: 'nøgle', de: 'Schlüssel', fr: 'clé', nb: 'nøkkel' },
  quantity: { en: 'quantity', da: 'størrelse', de: 'Größe', fr: 'grandeur', nb: 'størrelse' },
  value: { en: 'value', da: 'værdi', de: 'Wert', fr: 'valeur', nb: 'verdi' },
  unit: { en: 'unit', da: 'enhed', de: 'Einheit', fr: 'unité', nb: 'enhet' },
  file: { en: 'eed-report', da: 'eed-rapport', de: 'eed-bericht', fr: 'rapport-eed', nb: 'eed-rapport' },
};

export const EED_LABELS = {
  year: { en: 'Reporting year', da: 'Rapporteringsår', de: 'Berichtsjahr', fr: 'Année de déclaration', nb: 'Rapporteringsår' },
  installedItPowerKw: { en: 'Installed IT power demand (PDIT)', da: 'Installeret IT-effektbehov (PDIT)', de: 'Installierter IT-Leistungsbedarf (PDIT)', fr: 'Puissance informatique installée (PDIT)', nb: 'Installert IT-effektbehov (PDIT)' },
  totalEnergyKwh: { en: 'Total energy consumption (EDC)', da: 'Samlet energiforbrug (EDC)', de: 'Gesamtenergieverbrauch (EDC)', fr: 'Consommation totale d’énergie (EDC)', nb: 'Samlet energiforbruk (EDC)' },
  totalEnergySource: { en: 'EDC source', da: 'Kilde til EDC', de: 'Quelle von EDC', fr: 'Source de EDC', nb: 'Kilde for EDC' },
  itEnergyKwh: { en: 'IT equipment energy (EIT)', da: 'IT-udstyrets energi (EIT)', de: 'Energie der IT-Geräte (EIT)', fr: 'Énergie des équipements informatiques (EIT)', nb: 'IT-utstyrets energi (EIT)' },
  itEnergySource: { en: 'EIT source', da: 'Kilde til EIT', de: 'Quelle von EIT', fr: 'Source de EIT', nb: 'Kilde for EIT' },
  waterInputM3: { en: 'Total water input (WIN)', da: 'Samlet vandtilførsel (WIN)', de: 'Gesamter Wasserzufluss (WIN)', fr: 'Apport total en eau (WIN)', nb: 'Samlet vanntilførsel (WIN)' },
  potableWaterM3: { en: 'Potable water input', da: 'Tilført drikkevand', de: 'Trinkwasserzufluss', fr: 'Apport en eau potable', nb: 'Tilført drikkevann' },
  reusedEnergyKwh: { en: 'Waste heat reused (EREUSE)', da: 'Genanvendt overskudsvarme (EREUSE)', de: 'Wiederverwendete Abwärme (EREUSE)', fr: 'Chaleur fatale réutilisée (EREUSE)', nb: 'Gjenbrukt overskuddsvarme (EREUSE)' },
  renewableEnergyKwh: { en: 'Renewable energy (EREN)', da: 'Vedvarende energi (EREN)', de: 'Erneuerbare Energie (EREN)', fr: 'Énergie renouvelable (EREN)', nb: 'Fornybar energi (EREN)' },
  renewableOnSiteKwh: { en: 'Renewable energy: on-site generation', da: 'Vedvarende energi: egenproduktion på stedet', de: 'Erneuerbare Energie: Erzeugung vor Ort', fr: 'Énergie renouvelable : production sur site', nb: 'Fornybar energi: egenproduksjon på stedet' },
  renewablePpaKwh: { en: 'Renewable energy: power purchase agreements', da: 'Vedvarende energi: elkøbsaftaler (PPA)', de: 'Erneuerbare Energie: Stromabnahmeverträge (PPA)', fr: 'Énergie renouvelable : contrats d’achat d’électricité (PPA)', nb: 'Fornybar energi: kraftkjøpsavtaler (PPA)' },
  renewableGuaranteesOfOriginKwh: { en: 'Renewable energy: guarantees of origin', da: 'Vedvarende energi: oprindelsesgarantier', de: 'Erneuerbare Energie: Herkunftsnachweise', fr: 'Énergie renouvelable : garanties d’origine', nb: 'Fornybar energi: opprinnelsesgarantier' },
  backupGeneratorEnergyKwh: { en: 'Backup generator energy', da: 'Nødgeneratorens energi', de: 'Energie der Notstromaggregate', fr: 'Énergie des groupes électrogènes de secours', nb: 'Reservegeneratorens energi' },
  totalFloorAreaM2: { en: 'Total floor area', da: 'Samlet gulvareal', de: 'Gesamte Grundfläche', fr: 'Surface totale', nb: 'Samlet gulvareal' },
  computerRoomFloorAreaM2: { en: 'Computer room floor area', da: 'Gulvareal i serverrum', de: 'Grundfläche der Rechnerräume', fr: 'Surface des salles informatiques', nb: 'Gulvareal i serverrom' },
  coolingSetPointMinC: { en: 'Cooling set point, lowest (supply air)', da: 'Kølingens setpunkt, laveste (indblæsningsluft)', de: 'Kühlungssollwert, niedrigster (Zuluft)', fr: 'Consigne de refroidissement, la plus basse (air soufflé)', nb: 'Kjølingens settpunkt, laveste (tilluft)' },
  coolingSetPointMaxC: { en: 'Cooling set point, highest (supply air)', da: 'Kølingens setpunkt, højeste (indblæsningsluft)', de: 'Kühlungssollwert, höchster (Zuluft)', fr: 'Consigne de refroidissement, la plus haute (air soufflé)', nb: 'Kjølingens settpunkt, høyeste (tilluft)' },
  storageCapacityPb: { en: 'ICT storage capacity', da: 'IKT-lagerkapacitet', de: 'IKT-Speicherkapazität', fr: 'Capacité de stockage TIC', nb: 'IKT-lagringskapasitet' },
  serverCapacity: { en: 'ICT capacity of the servers', da: 'Servernes IKT-kapacitet', de: 'IKT-Kapazität der Server', fr: 'Capacité TIC des serveurs', nb: 'Servernes IKT-kapasitet' },
  incomingTrafficEb: { en: 'Incoming data traffic', da: 'Indgående datatrafik', de: 'Eingehender Datenverkehr', fr: 'Trafic de données entrant', nb: 'Innkommende datatrafikk' },
  outgoingTrafficEb: { en: 'Outgoing data traffic', da: 'Udgående datatrafik', de: 'Ausgehender Datenverkehr', fr: 'Trafic de données sortant', nb: 'Utgående datatrafikk' },
  co2FactorGram: { en: 'Carbon emission factor of the energy (CEF): grid average, location-based', da: 'Energiens emissionsfaktor (CEF): elnettets gennemsnit, lokationsbaseret', de: 'Emissionsfaktor der Energie (CEF): Netzdurchschnitt, standortbasiert', fr: 'Facteur d’émission de l’énergie (CEF) : moyenne du réseau, fondé sur la localisation', nb: 'Energiens utslippsfaktor (CEF): strømnettets gjennomsnitt, lokasjonsbasert' },
  cueFactorMethod: { en: 'CEF method (scope 2)', da: 'CEF-metode (scope 2)', de: 'CEF-Methode (Scope 2)', fr: 'Méthode du CEF (scope 2)', nb: 'CEF-metode (scope 2)' },
  pue: { en: 'Power usage effectiveness (PUE = EDC/EIT)', da: 'Effektivitet i energiforbrug (PUE = EDC/EIT)', de: 'Effektivität der Energienutzung (PUE = EDC/EIT)', fr: 'Efficacité énergétique (PUE = EDC/EIT)', nb: 'Effektivitet i energibruk (PUE = EDC/EIT)' },
  dcie: { en: 'Data-centre infrastructure efficiency (DCiE = EIT/EDC)', da: 'Datacentrets infrastruktureffektivitet (DCiE = EIT/EDC)', de: 'Infrastruktureffizienz des Rechenzentrums (DCiE = EIT/EDC)', fr: 'Efficacité de l’infrastructure du centre de données (DCiE = EIT/EDC)', nb: 'Datasenterets infrastruktureffektivitet (DCiE = EIT/EDC)' },
  wue: { en: 'Water usage effectiveness (WUE = WIN/EIT)', da: 'Effektivitet i vandforbrug (WUE = WIN/EIT)', de: 'Effektivität der Wassernutzung (WUE = WIN/EIT)', fr: 'Efficacité de l’usage de l’eau (WUE = WIN/EIT)', nb: 'Effektivitet i vannbruk (WUE = WIN/EIT)' },
  erf: { en: 'Energy reuse factor (ERF = EREUSE/EDC)', da: 'Energigenanvendelsesfaktor (ERF = EREUSE/EDC)', de: 'Energiewiederverwendungsfaktor (ERF = EREUSE/EDC)', fr: 'Facteur de réutilisation de l’énergie (ERF = EREUSE/EDC)', nb: 'Energigjenbruksfaktor (ERF = EREUSE/EDC)' },
  ref: { en: 'Renewable energy factor (REF = EREN/EDC)', da: 'Faktor for vedvarende energi (REF = EREN/EDC)', de: 'Faktor erneuerbarer Energie (REF = EREN/EDC)', fr: 'Facteur d’énergie renouvelable (REF = EREN/EDC)', nb: 'Faktor for fornybar energi (REF = EREN/EDC)' },
  ere: { en: 'Energy reuse effectiveness (ERE = (EDC-EREUSE)/EIT)', da: 'Effektivitet i energigenanvendelse (ERE = (EDC-EREUSE)/EIT)', de: 'Effektivität der Energiewiederverwendung (ERE = (EDC-EREUSE)/EIT)', fr: 'Efficacité de la réutilisation de l’énergie (ERE = (EDC-EREUSE)/EIT)', nb: 'Effektivitet i energigjenbruk (ERE = (EDC-EREUSE)/EIT)' },
  cue: { en: 'Carbon usage effectiveness (CUE = CEF x PUE)', da: 'Effektivitet i CO2-udledning (CUE = CEF x PUE)', de: 'Effektivität der CO2-Nutzung (CUE = CEF x PUE)', fr: 'Efficacité carbone (CUE = CEF x PUE)', nb: 'Effektivitet i CO2-utslipp (CUE = CEF x PUE)' },
  scope2RenewableKwh: { en: 'Renewable energy as scope 2 counts it (guarantees of origin, PPAs, else the renewable share)', da: 'Vedvarende energi, som scope 2 tæller den (oprindelsesgarantier, PPA’er, ellers den vedvarende andel)', de: 'Erneuerbare Energie, wie Scope 2 sie zählt (Herkunftsnachweise, PPAs, sonst der erneuerbare Anteil)', fr: 'Énergie renouvelable telle que le scope 2 la compte (garanties d’origine, PPA, sinon la part renouvelable)', nb: 'Fornybar energi slik scope 2 teller den (opprinnelsesgarantier, PPA-er, ellers den fornybare andelen)' },
  scope2Ref: { en: 'REF as scope 2 counts it', da: 'REF, som scope 2 tæller den', de: 'REF, wie Scope 2 ihn zählt', fr: 'REF tel que le scope 2 le compte', nb: 'REF slik scope 2 teller den' },
  renewableAgree: { en: 'EED renewable entry agrees with scope 2 (within 1 %)', da: 'EED-indtastningen af vedvarende energi stemmer med scope 2 (inden for 1 %)', de: 'Die EED-Angabe erneuerbarer Energie stimmt mit Scope 2 überein (auf 1 %)', fr: 'La saisie EED d’énergie renouvelable concorde avec le scope 2 (à 1 % près)', nb: 'EED-oppføringen av fornybar energi stemmer med scope 2 (innen 1 %)' },
  obliged: { en: 'Obliged to report (installed IT power >= 500 kW)', da: 'Rapporteringspligtig (installeret IT-effekt >= 500 kW)', de: 'Berichtspflichtig (installierte IT-Leistung >= 500 kW)', fr: 'Tenu de déclarer (puissance informatique installée >= 500 kW)', nb: 'Rapporteringspliktig (installert IT-effekt >= 500 kW)' },
} satisfies Partial<Record<keyof EedReportView, Words>>;
