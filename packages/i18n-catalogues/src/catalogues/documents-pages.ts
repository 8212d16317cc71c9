import type { Message } from '../types';

/**
 * The document-page texts of the overviews, the paginator, the shared widgets, search, the cookie
 * consent, the footer and the newsletter: a part of `documentMessages` (`./documents.ts`), kept in
 * their own file for its length. Grouping, quoting and placeholders as described in `./shared.ts`.
 */
export const pageDocumentMessages = {
  // --- overview pages (spec 2 §2.4) -------------------------------------------------------------------
  'overview.news.title': 'Nieuws',
  'overview.news.readMore': 'Lees het bericht',
  'overview.news.allLink': 'Bekijk het nieuwsoverzicht',
  'overview.organisations.title': 'Dementievriendelijke organisaties',
  'overview.organisations.readMore': 'Lees meer',
  'overview.organisations.moreLink': 'Meer organisaties',
  'overview.stories.title': 'Ervaringsverhalen',
  'overview.stories.readMore': 'Lees het verhaal',
  'overview.stories.moreLink': 'Meer ervaringsverhalen',
  'overview.empty': 'Er is hier nog niets te lezen.',
  'overview.failed': 'De lijst kon niet worden geladen. Probeer het later opnieuw.',
  'overview.news.intro': 'Lees het laatste nieuws over dementie en over wat mensen samen doen.',
  'overview.organisations.intro':
    'Deze organisaties maken zich sterk voor mensen met dementie. Lees wat zij doen en wat jij kunt doen.',
  'overview.stories.intro':
    'Mensen vertellen hoe het is om met dementie te leven, of om voor iemand te zorgen.',
  'overview.publishedOn': 'Gepubliceerd op {date}',
  'overview.pageOf': 'Pagina {n} van {total}',
  'overview.previousPage': 'Vorige pagina',
  'overview.nextPage': 'Volgende pagina',
  // 'Meer laden' on the overviews (spec 2 §2.4, §2.8 button mode): our wording
  'overview.loadMore': 'Meer laden',
  'overview.pagesOf': 'Pagina {from} tot en met {to} van {total}',
  'overview.news.loadedMore': {
    one: 'Er staat {n} nieuw bericht in de lijst. Dit is pagina {page} van {total}.',
    other: 'Er staan {n} nieuwe berichten in de lijst. Dit is pagina {page} van {total}.',
  },
  'overview.organisations.loadedMore': {
    one: 'Er staat {n} nieuwe organisatie in de lijst. Dit is pagina {page} van {total}.',
    other: 'Er staan {n} nieuwe organisaties in de lijst. Dit is pagina {page} van {total}.',
  },
  'overview.stories.loadedMore': {
    one: 'Er staat {n} nieuw verhaal in de lijst. Dit is pagina {page} van {total}.',
    other: 'Er staan {n} nieuwe verhalen in de lijst. Dit is pagina {page} van {total}.',
  },
  'overview.endOfList': 'Dit is het einde van de lijst.',
  'site.breadcrumb': 'Kruimelpad',
  'site.trainings.title': 'Trainingen',
  'site.trainings.intro': 'Volg een gratis online training. Je leert wat dementie is en hoe je kunt helpen.',
  'site.trainings.start': 'Start de training',
  'site.trainings.empty': 'Er zijn op dit moment geen trainingen.',
  // The page of a training that cannot be shown (spec 3 §2 '/{name}-offline'): calm, B1, not the learner's fault.
  'site.trainingOffline.title': 'De training werkt nu even niet',
  'site.trainingOffline.text': 'Er ging iets mis bij het tonen van de training. Dat ligt niet aan jou.',
  'site.trainingOffline.later': 'Probeer het nog een keer. Lukt het niet? Probeer het dan later opnieuw.',
  'site.trainingOffline.retry': 'Probeer de training opnieuw',
  'site.trainingOffline.back': 'Terug naar de pagina waar je was',
  'site.trainingOffline.toTrainings': 'Naar alle trainingen',
  'site.preview.notice': 'Dit is een voorbeeld van een versie die nog niet (of niet meer) online staat.',
  'site.preview.live': 'Dit is een voorbeeld van de versie die nu online staat.',
  'site.preview.forbidden':
    'Alleen redacteuren kunnen een voorbeeld bekijken. Log in met een redacteursaccount.',
  'site.error.title': 'Er ging iets mis',
  'site.error.text': 'Deze pagina kon niet worden getoond. Probeer het later opnieuw.',
  'site.search.suggestionsLabel': 'Suggesties voor je zoekterm',
  'site.search.suggestionsCount': { one: '{n} suggestie beschikbaar', other: '{n} suggesties beschikbaar' },

  // --- paginator (spec 2 §2.8) ----------------------------------------------------------------------
  'paginator.label': 'Paginanummers',
  'paginator.page': 'Pagina {n}',
  'paginator.currentPage': 'Pagina {n}, dit is de pagina die je nu ziet',
  'paginator.loadMore': 'Laad meer',
  'paginator.failed': 'Het laden is niet gelukt.',

  // --- shared widgets (spec 2 §2.8) -------------------------------------------------------------------
  'modal.close': 'Sluit',
  'utilities.label': 'Opties voor deze pagina',
  'utilities.print': 'Print',
  'utilities.readAloud': 'Lees voor',
  'utilities.share': 'Deel',
  'utilities.shareVia': 'Deel via {network}',
  'utilities.email': 'E-mail',
  'utilities.emailSubject': 'Bekijk deze pagina: {title}',
  'utilities.copyLink': 'Kopieer link',
  'utilities.linkCopied': 'De link is gekopieerd',
  'video.consent.text': 'Accepteer cookies om de video te kunnen bekijken.', // spec 3 §4
  'video.consent.button': 'Accepteer cookies',
  'lightbox.label': 'Fotogalerij',
  'lightbox.open': 'Bekijk foto {n} groot',
  'lightbox.counter': '{n}/{total}', // spec 2 §2.8: counter 'n/total'
  'carousel.pause': 'Pauzeer',
  'carousel.play': 'Speel af',
  'carousel.slide': 'Dia {n} van {total}',
  'bookcase.defaultTitle': 'Onze selectie', // spec 2 §2.5
  'trainingsOverview.expand': 'Bekijk alle trainingen',
  'trainingsOverview.collapse': 'Toon minder trainingen',
  'trainingsOverview.failed': 'De trainingen konden niet worden geladen. Probeer het later opnieuw.',
  'blocks.noRenderer': 'Voor het blok {kind} is nog geen weergave gemaakt.', // spec 2 §2.5
  'blocks.noTransformer': 'Voor het onderdeel {bundle} is nog geen omzetting gemaakt.', // spec 2 §2.5
  'blocks.renderFailed': 'Dit onderdeel kan nu niet worden getoond.',
  'blocks.invalid': 'Het onderdeel {bundle} klopt niet en wordt daarom niet getoond.',
  'blocks.file.details': '{type}, {size}',
  'blocks.step': 'Stap {n}',
  'blocks.eLearningCta.answers': 'Kies een antwoord',
  'blocks.eLearningCta.feedback': 'Uitleg bij je antwoord',
  'blocks.counter.loading': 'Het aantal wordt geladen',
  'blocks.counter.label': {
    one: 'persoon heeft al een certificaat gehaald',
    other: 'mensen hebben al een certificaat gehaald',
  },
  'blocks.counter.none': 'Doe een training en haal als een van de eersten je certificaat.',
  'blocks.logoWall': 'Logo’s van deelnemers',
  'trainingsOverview.empty': 'Er zijn op dit moment geen trainingen.',
  // design-kit widgets: our wording
  'embed.consent.text': 'Accepteer cookies om deze inhoud te kunnen bekijken.',
  'utilities.shareMenuLabel': 'Deel deze pagina',
  // chatbot (spec 2 §2.5, §4): our wording
  'chatbot.label': 'Chat',
  'chatbot.consent.text':
    'De chat komt van een andere website. Die kan cookies plaatsen. Wil je de chat gebruiken? Kies dan bij de cookies voor marketing.',
  'chatbot.consent.button': 'Kies je cookies',
  'chatbot.loading': 'De chat wordt geladen...',
  'chatbot.failed': 'De chat werkt nu even niet. Probeer het later nog eens.',
  'lightbox.close': 'Sluit de fotogalerij',
  'carousel.previous': 'Vorige dia',
  'carousel.next': 'Volgende dia',
  'agenda.date': 'Datum',
  'agenda.location': 'Locatie',
  'agenda.showLess': 'Toon minder',
  'footer.navigation': 'Meer op deze website',
  'footer.socialVia': 'Volg ons op {network}',
  'footer.legal.label': 'Juridische informatie',
  'memoryTest.banner.title': 'Maak je je zorgen over je geheugen?',
  'memoryTest.banner.text': 'Doe de geheugentest. Het duurt ongeveer 5 minuten.',
  'memoryTest.banner.link': 'Doe de geheugentest',
  'timeline.label': 'Tijdlijn',
  'checklist.answer': 'Antwoord',

  // --- search (spec 2 §2.7; filter values of spec 2 §2.1) ------------------------------------------------
  'search.title': 'Zoeken',
  'search.label': 'Zoekterm',
  'search.placeholder': 'Waar ben je naar op zoek?',
  'search.submit': 'Zoek',
  'search.filterLabel': 'Soort inhoud',
  'search.filter.alle': 'Alles',
  'search.filter.artikelen': 'Artikelen',
  'search.filter.nieuws': 'Nieuws',
  'search.filter.ervaringsverhalen': 'Ervaringsverhalen',
  'search.filter.organizaties': 'Organisaties',
  'search.filter.cursussen': 'Trainingen',
  'search.type.contentPage': 'Artikel',
  'search.type.story': 'Ervaringsverhaal',
  'search.type.news': 'Nieuws',
  'search.type.organization': 'Organisatie',
  'search.type.courses': 'Training',
  'search.results': { one: '{n} resultaat voor "{term}"', other: '{n} resultaten voor "{term}"' },
  'search.noResults': 'We hebben niets gevonden voor "{term}". Probeer een ander woord.',
  'search.suggestions': 'Suggesties',
  'search.synonyms': 'Je kunt ook zoeken op:',
  'search.failed': 'Het zoeken is niet gelukt. Probeer het later opnieuw.',
  'search.tooLong': 'Je zoekterm is te lang. Gebruik niet meer dan {max} tekens.',

  // --- our own cookie consent (decision 0029; spec 3 §9: stored 1000 days) -----------------------------------
  'cookies.banner.title': 'Cookies op deze website',
  'cookies.banner.text':
    'Wij gebruiken cookies. Sommige cookies zijn nodig om de website te laten werken. Andere cookies zijn voor statistieken of voor video’s. Jij kiest.',
  'cookies.reject': 'Weigeren',
  'cookies.accept': 'Accepteren',
  'cookies.choose': 'Zelf kiezen',
  'cookies.save': 'Keuze opslaan',
  'cookies.reopen': 'Cookie-instellingen',
  'cookies.category.necessary.title': 'Noodzakelijk',
  'cookies.category.necessary.text':
    'Deze cookies zijn nodig om de website te laten werken. Ze staan altijd aan.',
  'cookies.category.statistics.title': 'Statistieken',
  'cookies.category.statistics.text':
    'Met deze cookies zien we hoe de website wordt gebruikt. Zo maken we hem beter.',
  'cookies.category.marketing.title': 'Marketing',
  'cookies.category.marketing.text':
    'Deze cookies zijn nodig voor video’s en andere inhoud van andere websites.',
  'cookies.statement.title': 'Cookieverklaring',
  // The cookie statement's list (spec 1 §2: /cookies), one purpose per cookie of api-client's list.
  'cookies.list.title': 'Welke cookies gebruiken we?',
  'cookies.list.intro':
    'Deze website plaatst zelf de cookies hieronder. Noodzakelijke cookies staan altijd aan. Andere cookies komen er alleen als jij dat kiest.',
  'cookies.list.thirdParty':
    'Kies je voor marketing? Dan kunnen video’s en andere inhoud van andere websites, zoals YouTube en Vimeo, hun eigen cookies plaatsen. Die staan niet in deze lijst.',
  'cookies.list.purpose': 'Waarvoor',
  'cookies.list.lifetime': 'Hoe lang',
  'cookies.list.category': 'Soort',
  'cookies.list.session.purpose':
    'Onthoudt dat je bent ingelogd. Zo hoef je niet op elke pagina opnieuw in te loggen.',
  'cookies.list.antiForgery.purpose':
    'Voor de beveiliging. Zo weten we dat een verzoek echt van jou komt en niet van een andere website.',
  'cookies.list.linkRequested.purpose':
    'Onthoudt dat je op dit apparaat een link per e-mail hebt gevraagd. Open je de link hier, dan werkt hij meteen.',
  'cookies.list.signedIn.purpose':
    'Onthoudt dat je bent ingelogd, zodat de website meteen de goede knop toont. Er staat niet in wie je bent.',
  'cookies.list.learner.purpose':
    'Onthoudt hoe ver je bent met een training als je niet bent ingelogd. Er staat niet in wie je bent.',
  'cookies.list.consent.purpose':
    'Onthoudt welke cookies je hebt gekozen. Zo vragen we het je niet steeds opnieuw.',
  'cookies.lifetime.browserSession': 'tot je de browser sluit',
  'cookies.lifetime.minutes': { one: '{n} minuut', other: '{n} minuten' },
  'cookies.lifetime.hours': { one: '{n} uur', other: '{n} uur' },
  'cookies.lifetime.days': { one: '{n} dag', other: '{n} dagen' },
  'cookies.lifetime.years': { one: '{n} jaar', other: '{n} jaar' },
  'cookies.lifetime.daysOverYears': '{n} dagen (ruim {years} jaar)',
  'cookies.lifetime.daysUnderYears': '{n} dagen (bijna {years} jaar)',

  // --- footer and newsletter (spec 3 §2, §3) ------------------------------------------------------------
  'footer.legal.conduct': 'Gedragsregels',
  'footer.legal.privacy': 'Privacy',
  'footer.legal.disclaimer': 'Disclaimer',
  'footer.legal.cookies': 'Cookies',
  'footer.legal.accessibility': 'Toegankelijkheid',
  'footer.social': 'Volg ons',
  'footer.qualityMarks': 'Keurmerken',
  'newsletter.emailLabel': 'E-mailadres',
  'newsletter.submit': 'Aanmelden',
  // Double opt-in (decision 0030): the subscription counts once the mailed button is pressed.
  'newsletter.success': 'Dank je wel! Kijk in je mail en klik op de knop om je aanmelding te bevestigen.',
  'newsletter.failed': 'Het aanmelden is niet gelukt. Probeer het later opnieuw.',
  'newsletter.tooMany': 'Er zijn te veel aanmeldingen gedaan. Probeer het over een uur opnieuw.',
  'newsletter.embedScoreLabel': 'score sdv', // spec 3 §3: label used to find the embed's score field
} as const satisfies Readonly<Record<string, Message>>;
