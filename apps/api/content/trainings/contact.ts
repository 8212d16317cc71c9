import type { TrainingDefinition } from '../../src/modules/elearning/content-model';
import { closingChapter, demoNewsletterForms, summaryConfig } from './common';
import { contactChapter1 } from './contact-chapter-1';
import { contactChapter2 } from './contact-chapter-2';
import { contactChapter3 } from './contact-chapter-3';
import { media } from './doc';

const closing = {
  base: 24,
  trainingName: 'Goed contact met iemand met dementie',
  learned: [
    'Je sluit aan bij hoe iemand met dementie de wereld beleeft.',
    'Je herkent onrust en terugtrekken als signalen.',
    'Je weet welke dingen je samen kunt doen.',
  ],
  links: [
    {
      Title: 'Omgaan met dementie',
      Intro: 'Praktische tips voor familie, buren en vrijwilligers.',
      Link: '/omgaan-met-dementie',
    },
    { Title: 'Ervaringsverhalen', Intro: 'Lees hoe anderen het contact houden.', Link: '/ervaringsverhalen' },
  ],
};

/** Training 2: for neighbours, family, friends and volunteers. */
export const contactTraining: TrainingDefinition = {
  id: 2,
  name: 'Goed contact met iemand met dementie',
  overviewDescription:
    'Leer in 15 minuten hoe je contact houdt met een buur, familielid of vriend met dementie.',
  description:
    'Iemand met dementie verandert. Het contact verandert dan ook. In deze training leer je hoe je aansluit bij de ander en wat je samen nog kunt doen.',
  image: media('gesprek', 'Twee mensen in gesprek'),
  brands: ['dementie', 'dementievriendelijk', 'alzheimer'],
  itemOrderNumber: 2,
  newsletterForms: demoNewsletterForms,
  descriptors: [
    {
      id: 201,
      title: 'Aansluiten bij de beleving',
      kind: 'LearningGoal',
      description: 'Je gaat mee in wat de ander beleeft, in plaats van hem of haar te verbeteren.',
    },
    {
      id: 202,
      title: 'Samen iets doen',
      kind: 'LearningGoal',
      description: 'Je weet welke activiteiten passen en plezier geven.',
    },
    {
      id: 203,
      title: 'Onrust',
      kind: 'Signal',
      description: 'Iemand loopt heen en weer, zoekt steeds iets of kan moeilijk stil zitten.',
    },
    {
      id: 204,
      title: 'Terugtrekken',
      kind: 'Signal',
      description: 'Iemand komt minder buiten, stopt met hobby’s of zoekt minder contact.',
    },
  ],
  chapters: [contactChapter1, contactChapter2, contactChapter3, closingChapter(closing)],
  summary: summaryConfig(closing),
};
