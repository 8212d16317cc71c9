import { brands } from '@dementie/brands';
import type { BrandCatalogue } from './brand-messages';

/** Brand `dementievriendelijk`: the dementia-friendly initiative. Names are our own. */
export const dementievriendelijkMessages = {
  'brand.name': brands.dementievriendelijk.name,
  'brand.logoAlt': 'Dementievriendelijk Samenleven, naar de homepage',
  'brand.footerTagline': 'Samen maken we Nederland dementievriendelijk.',
  'brand.description':
    'Leer hoe je iemand met dementie kunt helpen. Volg een gratis online training en doe mee aan een dementievriendelijk Nederland.',
  'newsletter.title': 'Doe mee en blijf op de hoogte',
  'newsletter.intro':
    'Krijg 1 keer per 2 maanden tips, verhalen en nieuws over dementievriendelijk omgaan met elkaar.',
  'newsletter.optIn': 'Ja, stuur mij 1 keer per 2 maanden een mail met tips, verhalen en nieuws.',
  // spec 3 §2: the info modal is the 'GOED' modal on this platform only; other brands keep 'Uitleg'.
  'player.infoModal.title': 'GOED',
  'player.infoModal.body':
    'GOED helpt je om iemand met dementie goed te helpen. Geduld: neem de tijd. Oogcontact: kijk de ander rustig aan. Eenvoudig: gebruik korte, duidelijke zinnen. Doorvragen: vraag rustig wat iemand bedoelt.',
} as const satisfies BrandCatalogue;
