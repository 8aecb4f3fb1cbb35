/** The home page sections the top bar and footer point at; later issues fill each section. */
export const HOME_SECTIONS = [
  { id: 'header_box', label: 'Inicio' },
  { id: 'campeonatoslistcontainer', label: 'Campeonatos' },
  { id: 'momentSection', label: 'Momentos' },
  { id: 'sponsorsSection', label: 'Sponsors' },
  { id: 'resultadosSection', label: 'Resultados' },
  { id: 'contactSection', label: 'Contacto' },
] as const;

export const FUEL_CALCULATOR_PATH = '/fuell-calculator';
export const RECORDS_PATH = '/records';
export const CHAMPIONS_PATH = '/campeones';
/** The seasons' archive (docs/adr/0033). */
export const SEASONS_PATH = '/temporadas';

/** Contact details shown in the footer and the contact section. */
export const CONTACT = {
  email: 'contacto@parrilla-simracing.mx',
  phone: '+52 55 5555 0100',
  phoneHref: 'tel:+525555550100',
  city: 'Ciudad de México, México',
} as const;

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/parrillasimracing' },
  { label: 'Instagram', href: 'https://www.instagram.com/parrillasimracing' },
  { label: 'YouTube', href: 'https://www.youtube.com/@parrillasimracing' },
  { label: 'Twitch', href: 'https://www.twitch.tv/parrillasimracing' },
] as const;
