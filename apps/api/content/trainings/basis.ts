import type { TrainingDefinition } from '../../src/modules/elearning/content-model';
import { basisChapter1 } from './basis-chapter-1';
import { basisChapter2 } from './basis-chapter-2';
import { basisChapter3 } from './basis-chapter-3';
import { closingChapter, demoNewsletterForms, summaryConfig } from './common';
import { media } from './doc';

const closing = {
  base: 34,
  trainingName: 'Dementie: de basis',
  learned: [
    'Je weet wat dementie is, en wat het niet is.',
    'Je herkent signalen van vergeten en van moeite met taal.',
    'Je weet waar je met vragen terecht kunt.',
  ],
  links: [
    { Title: 'Wat is dementie?', Intro: 'Alles over de ziekte, in gewone taal.', Link: '/wat-is-dementie' },
    { Title: 'Hulp en advies', Intro: 'Waar kun je terecht met je vragen?', Link: '/hulp-en-advies' },
  ],
};

/** Training 3: the basics, for everyone who wants to know more. */
export const basisTraining: TrainingDefinition = {
  id: 3,
  name: 'Dementie: de basis',
  overviewDescription:
    'Wat is dementie, welke signalen zie je en waar vind je hulp? In 15 minuten weet je het.',
  description:
    'Iedereen kent wel iemand met dementie. Maar wat is het precies? In deze training leer je de basis: wat dementie is, welke signalen je kunt zien en waar je hulp vindt.',
  image: media('hoofd', 'Een hoofd met een puzzelstukje'),
  brands: ['dementie', 'alzheimer'],
  itemOrderNumber: 3,
  newsletterForms: demoNewsletterForms,
  descriptors: [
    {
      id: 301,
      title: 'Weten wat dementie is',
      kind: 'LearningGoal',
      description: 'Je kunt in eigen woorden uitleggen wat dementie is.',
    },
    {
      id: 302,
      title: 'Weten waar je hulp vindt',
      kind: 'LearningGoal',
      description: 'Je weet bij wie je terecht kunt met vragen en zorgen.',
    },
    {
      id: 303,
      title: 'Vergeten',
      kind: 'Signal',
      description:
        'Iemand vergeet afspraken, stelt steeds dezelfde vraag of legt spullen op vreemde plekken.',
    },
    {
      id: 304,
      title: 'Moeite met taal',
      kind: 'Signal',
      description: 'Iemand komt niet op woorden of raakt de draad van een gesprek kwijt.',
    },
  ],
  chapters: [basisChapter1, basisChapter2, basisChapter3, closingChapter(closing)],
  summary: summaryConfig(closing),
};
