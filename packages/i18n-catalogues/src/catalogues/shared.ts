import type { Message } from '../types';

/**
 * The shared Dutch catalogue: every text that is the same on all three brands.
 *
 * Keys are grouped by domain (`login.*`, `errors.*`, `overview.*`, `player.*`, ...). Texts quoted in
 * the specs are copied verbatim, accents and quotes included; the section is cited per group. Texts
 * the specs only describe are our own wording (B1 Dutch, 'je' form): those keys are listed in
 * `../our-wording.ts`, and a test proves every key is either quoted by a spec or listed there.
 *
 * Placeholders are `{name}`; plural entries have `one`/`other` forms and take their count as `{n}`.
 */
export const sharedMessages = {
  // --- common: widgets and labels used across packages -----------------------------------------
  'common.loading': 'De inhoud wordt geladen...', // spec 2 §2.4, §8
  'common.required': 'Verplicht', // spec 3 §5: title of the required asterisk
  'common.previous': 'Vorige', // spec 2 §2.5, spec 3 §2
  'common.next': 'Volgende',
  'common.home': 'Home', // spec 2 §2.4: first breadcrumb level
  'common.skipToContent': 'Ga direct naar de content', // spec 3 §2
  'common.oops': 'Oeps!', // spec 1 §2
  'common.backToHomepage': 'Ga terug naar de homepage', // spec 1 §2
  'common.tryAgain': 'Probeer het opnieuw',
  'common.showAll': 'Toon alles', // spec 2 §2.5: the 'show all' toggle
  'common.showLess': 'Toon minder',
  'common.showMore': 'Bekijk meer', // spec 2 §9: agenda more-button
  'common.externalLink': '(opent een andere website)',
  'common.save': 'Opslaan',
  'common.cancel': 'Annuleren',
  'common.contact': 'Neem contact met ons op',
  'document.title': '{page} | {site}', // spec 1 §2: page title followed by the initiative name

  // --- app shell -------------------------------------------------------------------------------
  'app.chunkFailed': 'Dit deel van de website kon niet worden geladen.',
  'app.reload': 'Laad de pagina opnieuw',
  'breadcrumb.label': 'Kruimelpad',
  'breadcrumb.news': 'Nieuws', // spec 2 §2.2
  'breadcrumb.stories': 'Ervaringsverhalen', // spec 2 §2.2
  'breadcrumb.organisations': 'Organisaties',
  'menu.main': 'Hoofdmenu',
  'menu.top': 'Topmenu',
  'menu.open': 'Open het menu',
  'menu.close': 'Sluit het menu',

  // --- login (spec 1 §2, §5) --------------------------------------------------------------------
  'login.title': 'Inloggen',
  'login.intro': 'Vul je e-mailadres in. Je krijgt dan een mail met een link om in te loggen.',
  'login.emailLabel': 'E-mailadres',
  'login.emailPlaceholder': 'Vul hier je e-mailadres in',
  'login.submit': 'Stuur mij een inloglink',
  'login.botCheck': 'We controleren of je geen robot bent.',
  'login.linkSent.title': 'Welkom terug!',
  'login.linkSent.text': 'Hee, we kennen jou! Leuk dat je weer terug bent. Check je e-mail voor alle info.',
  // The 'Welkom terug!' screen's actions (decision 0033).
  'login.linkSent.resend': 'Stuur de mail nog een keer',
  'login.linkSent.resent':
    'We hebben de mail nog een keer gestuurd. Zie je hem niet? Kijk dan ook bij je ongewenste mail.',
  'login.linkSent.otherAddress': 'Gebruik een ander e-mailadres',
  'login.redirecting': 'Je bent ingelogd. Even geduld...',
  // Status of the self-hosted bot check and the send button.
  'login.botCheckReady': 'Controle klaar: je bent geen robot.',
  'login.botCheckRetry': 'Controleer opnieuw',
  'login.sending': 'Bezig met versturen...',
  'logout.working': 'Je wordt uitgelogd. Even geduld...',
  // The /logout page asks first: opening it never logs out (a link scanner could do that).
  'logout.question': 'Wil je uitloggen? Klik dan op de knop.',

  // --- error catalogue (spec 1 §8) ---------------------------------------------------------------
  'errors.invalidEmail': "Vul een geldig e-mailadres in, zoals '{email}'",
  'errors.invalidEmailExample': 'naam@voorbeeld.nl',
  'errors.tooManyAttempts':
    'Je hebt te vaak geprobeerd in te loggen. Je account is tijdelijk geblokkeerd. Probeer het later opnieuw.',
  'errors.loginFailed': 'Er is iets misgegaan. Probeer het later opnieuw!',
  'errors.botCheckFailed': 'Het verifiëren is helaas niet gelukt. Probeer het nog een keer!',
  'errors.activationLinkFailed': 'Oeps! De activatielink werkte helaas niet. Probeer het opnieuw.',
  'errors.magicLinkFailed': 'De magiclink werkte helaas niet. Probeer het opnieuw.',
  'errors.notAuthorized': 'Je bent niet bevoegd. Login en probeer het opnieuw.',

  // --- account (spec 1 §2, §3) -------------------------------------------------------------------
  'account.title': 'Mijn profiel',
  'account.loggedOut.title': 'Je bent uitgelogd.',
  'account.loggedOut.intro': 'Log in om je profiel te bekijken of om een training te volgen.',
  'account.email.label': 'Je e-mailadres',
  'account.email.change': 'E-mailadres wijzigen',
  'account.email.newLabel': 'Nieuw e-mailadres',
  'account.email.same': 'Dit is al je e-mailadres. Vul een ander e-mailadres in.',
  'account.email.changeSent':
    'We hebben een mail gestuurd naar {email}. Klik op de link in die mail. Dan is je nieuwe e-mailadres klaar.',
  'account.memberSince': 'Account gemaakt op {date}',
  'account.delete.button': 'Account verwijderen',
  'account.delete.title': 'Wil je je account echt verwijderen?',
  'account.delete.text':
    'We sturen je een mail. Klik op de link in die mail. Daarna is je account voorgoed verwijderd.',
  'account.delete.confirm': 'Ja, stuur mij de mail',
  'account.delete.cancel': 'Nee, ga terug',
  'account.delete.sent': 'De mail is verstuurd. Kijk in je inbox.',
  'account.delete.wrongPassword': 'Dit wachtwoord klopt niet.', // spec 3 §5: deletion needs the password

  // --- account menu in the header (spec 1 §2) ------------------------------------------------------
  'accountMenu.label': 'Mijn account',
  'accountMenu.login': 'Inloggen',
  'accountMenu.profile': 'Mijn profiel',
  'accountMenu.trainings': 'Mijn trainingen',
  'accountMenu.logout': 'Uitloggen',
  'accountMenu.role': 'Je rol',
  'accountMenu.roleEditor': 'Redacteur',
  'accountMenu.editTrainings': 'Trainingen bewerken',
  'accountMenu.imageLibrary': 'Afbeeldingen beheren',
  'account.editor.title': 'Redacteur',
  'editorPages.trainings.title': 'Trainingen bewerken',
  'editorPages.trainings.intro':
    'Kies een training. Bij elke activiteit en elk antwoord zie je dan een scherm om de inhoud te bewerken. Bezoekers zien je wijzigingen zodra je ze opslaat.',
  'editorPages.trainings.edit': '{name} bewerken',
  'editorPages.images.title': 'Afbeeldingen beheren',
  'editorPages.images.intro':
    'Hier zet je nieuwe afbeeldingen klaar en verwijder je afbeeldingen die je niet meer gebruikt. Een afbeelding plaats je in een training via het bewerkscherm van een activiteit.',
  'editorPages.forbidden.title': 'Deze pagina is alleen voor redacteuren',
  'editorPages.forbidden.text':
    'Je bent ingelogd, maar je account is geen redacteursaccount. Vraag de beheerder van de website om je de rol van redacteur te geven.',
  'account.editor.text':
    'Je bent redacteur. Je kunt de inhoud van de trainingen en de afbeeldingen aanpassen.',

  // --- my trainings (spec 1 §2, spec 2 §2.6) -----------------------------------------------------
  'myTrainings.title': 'Mijn trainingen',
  'myTrainings.empty': 'Je volgt nog geen trainingen.',
  'myTrainings.browse': 'Bekijk alle trainingen',
  'myTrainings.progress': {
    one: '{done} van {n} onderdeel gedaan',
    other: '{done} van {n} onderdelen gedaan',
  },
  'myTrainings.score': { one: '{score} van {n} punt', other: '{score} van {n} punten' },
  'myTrainings.continue': 'Ga verder',
  'myTrainings.start': 'Begin met de training',
  'myTrainings.completed': 'Afgerond',
  'myTrainings.failed': 'Je trainingen konden niet worden geladen. Probeer het later opnieuw.',

  // --- activation, change-e-mail and anonymize links (spec 1 §2, §4) ---------------------------------
  'magicLink.working': 'Even geduld. We controleren je link.',
  'magicLink.failed.title': 'Oeps!',
  'magicLink.activated': 'Je bent ingelogd.',
  'magicLink.emailChanged': 'Je e-mailadres is gewijzigd.',
  'magicLink.anonymized': 'Je account is verwijderd.',
  'magicLink.otherBrowser.title': 'Hier inloggen?',
  'magicLink.otherBrowser.text':
    'Je opent de link in een andere browser dan waarin je hem hebt aangevraagd. Klik op de knop om hier in te loggen.',
  'magicLink.otherBrowser.confirm': 'Inloggen',
  // The one-time notice on the page a mailed link leads to (decision 0032).
  'notice.emailChanged.title': 'Je e-mailadres is gewijzigd.',
  'notice.emailChanged.text': 'Vanaf nu log je in met je nieuwe e-mailadres.',
  'notice.accountErased.title': 'Je account is verwijderd.',
  'notice.accountErased.text':
    'We hebben je e-mailadres en je naam op je certificaten gewist. Je bent nu uitgelogd.',
  // A change-e-mail or erase link opened where nobody is logged in: log in first, then the link works.
  'magicLink.notAuthorized.login': 'Log in en probeer het opnieuw',

  // --- mails sent by the server (decision 0008): plain B1 Dutch, one link per mail ------------------------------
  'mail.greeting': 'Hallo,',
  'mail.signature': 'Groeten van {brand}',
  'mail.linkFallback': 'Werkt de knop niet? Kopieer dan deze link en plak hem in je browser:',
  'mail.footer':
    'Je krijgt deze mail omdat dit e-mailadres is ingevuld op de website van {brand}. Was jij dat niet? Dan kun je deze mail negeren.',
  'mail.activation.subject': 'Welkom bij {brand}: bevestig je e-mailadres',
  'mail.activation.text':
    'Je hebt een account gemaakt bij {brand}. Klik op de knop om je e-mailadres te bevestigen. Dan weten we zeker dat dit adres van jou is.',
  'mail.activation.button': 'Bevestig mijn e-mailadres',
  'mail.activation.validity': 'De link werkt 24 uur. Je kunt hem één keer gebruiken.',
  'mail.login.subject': 'Je link om in te loggen bij {brand}',
  'mail.login.text': 'Je wilt inloggen bij {brand}. Klik op de knop. Dan ben je meteen ingelogd.',
  'mail.login.button': 'Inloggen',
  'mail.login.validity':
    'De link werkt 15 minuten. Je kunt hem één keer gebruiken. Vraag je een nieuwe link aan? Dan werkt deze link niet meer.',
  'mail.changeEmail.subject': 'Bevestig je nieuwe e-mailadres',
  'mail.changeEmail.text':
    'Je wilt dit e-mailadres gebruiken voor je account bij {brand}. Klik op de knop om dat te bevestigen.',
  'mail.changeEmail.button': 'Bevestig mijn nieuwe e-mailadres',
  'mail.changeEmail.validity':
    'De link werkt 1 uur. Je kunt hem één keer gebruiken. Open hem in de browser waarin je bent ingelogd.',
  'mail.changeEmailNotice.subject': 'Je e-mailadres wordt misschien gewijzigd',
  'mail.changeEmailNotice.text':
    'Iemand heeft gevraagd om het e-mailadres van je account bij {brand} te wijzigen. We hebben een mail met een link naar het nieuwe adres gestuurd. Je e-mailadres verandert pas als iemand op die link klikt.',
  'mail.changeEmailNotice.notYou':
    'Heb jij dit niet gevraagd? Dan hoef je niets te doen. De link werkt alleen voor iemand die in jouw account is ingelogd.',
  'mail.changeEmailTaken.subject': 'Dit e-mailadres heeft al een account',
  'mail.changeEmailTaken.text':
    'Iemand wilde dit e-mailadres gebruiken voor een account bij {brand}. Maar er is al een account met dit adres. Daarom hebben we niets veranderd.',
  'mail.newsletterConfirm.subject': 'Bevestig je aanmelding voor de nieuwsbrief',
  'mail.newsletterConfirm.text':
    'Je wilt de nieuwsbrief van {brand} krijgen. Je krijgt dan 1 keer per 2 maanden een mail met tips, verhalen en nieuws. Klik op de knop om dit te bevestigen.',
  'mail.newsletterConfirm.button': 'Ja, ik wil de nieuwsbrief',
  'mail.newsletterConfirm.validity':
    'Deze link werkt 7 dagen. Heb je je niet aangemeld? Dan hoef je niets te doen.',
  'newsletter.confirm.title': 'Bevestig je aanmelding',
  'newsletter.confirm.text': 'Klik op de knop. Dan krijg je voortaan de nieuwsbrief.',
  'newsletter.confirm.button': 'Bevestig mijn aanmelding',
  'newsletter.confirmed.title': 'Je bent aangemeld',
  'newsletter.confirmed.text': 'Dank je wel. Je krijgt voortaan 1 keer per 2 maanden onze nieuwsbrief.',
  'newsletter.confirmFailed.title': 'Deze link werkt niet meer',
  'newsletter.confirmFailed.text':
    'Misschien is de link te oud, of al gebruikt. Meld je opnieuw aan via de website.',
  'newsletter.backHome': 'Ga naar de homepage',
  'mail.anonymize.subject': 'Bevestig dat je je account wilt verwijderen',
  'mail.anonymize.text':
    'Je wilt je account bij {brand} verwijderen. Klik op de knop om dat te bevestigen. Dan wissen we je e-mailadres en je naam op je certificaten. Dat kun je niet ongedaan maken.',
  'mail.anonymize.button': 'Verwijder mijn account',
  'mail.anonymize.validity':
    'De link werkt 1 uur. Je kunt hem één keer gebruiken. Wil je je account houden? Dan hoef je niets te doen.',

  // --- not-found and forbidden pages (spec 1 §2, spec 3 §8) ---------------------------------------------
  'notFound.title': 'Oeps, deze pagina bestaat niet (meer)',
  'notFound.intro': 'Misschien helpen deze links je verder.',
  'notFound.links.home': 'Naar de homepage',
  'notFound.links.trainings': 'Alle trainingen',
  'notFound.links.news': 'Laatste nieuws',
  'notFound.links.stories': 'Ervaringsverhalen',
  'notFound.links.contact': 'Contact',
  'forbidden.title': 'Deze pagina is alleen voor mensen die zijn ingelogd.',
  'forbidden.intro': 'Log in om deze pagina te bekijken.',

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

  // --- training player (spec 3 §2, §4, §5) ---------------------------------------------------------------
  'player.close': 'Training sluiten',
  'player.exit': 'Stop met de training',
  'player.progressLabel': 'Voortgang',
  'player.step': 'stap {x} van {y}',
  'player.check': 'Controleer je antwoord',
  'player.finalSlide': 'Naar het overzicht',
  'player.finalize': 'Rond de training af',
  'player.toCertificate': 'Naar je certificaat',
  'player.nextLocked': 'Beantwoord eerst de vraag. Daarna kun je verder.',
  'player.answerHint': { one: 'Er is {n} antwoord goed.', other: 'Er zijn {n} antwoorden goed.' },
  'player.answer.correct': 'Goed', // spec 3 §5: flip-card backs
  'player.answer.incorrect': 'Niet goed',
  'player.answer.untitled': 'Antwoord {n}',
  'player.flipCard.flip': 'Draai de kaart om',
  'player.drag.pool': 'Antwoorden',
  'player.drag.box': 'Jouw keuze',
  'player.drag.picked': '{answer} is gekozen. Kies nu het vak.',
  'player.drag.dropped': '{answer} staat nu in het vak.',
  'player.drag.removed': '{answer} is uit het vak gehaald.',
  'player.feedback.fullyCorrect': 'Goed gedaan! Je antwoord is helemaal goed.',
  'player.feedback.partiallyCorrect': 'Bijna! Een deel van je antwoord is goed.',
  'player.feedback.wrong': 'Helaas, je antwoord is niet goed.',
  'player.feedback.points': { one: '{n} punt verdiend', other: '{n} punten verdiend' },
  'player.pointsSummary.title': 'Dankjewel', // spec 3 §2
  'player.pointsLeft': {
    one: 'Je hebt nog {n} punt nodig voor je certificaat.',
    other: 'Je hebt nog {n} punten nodig voor je certificaat.',
  },
  'player.noPointsLeft': 'Je hebt genoeg punten voor je certificaat!',
  'player.summary.achieved': 'Gefeliciteerd! Je hebt je certificaat gehaald.',
  'player.summary.notAchieved': 'Je hebt nog niet genoeg punten voor een certificaat.',
  'player.summary.plain': 'Jouw resultaat',
  'player.summary.score': '{score}/{max}', // spec 3 §2: 'the score as score/max'
  'player.summary.learningGoal': 'Leerdoel',
  'player.summary.signal': 'Signaal',
  'player.infoModal.title': 'Uitleg',
  'player.infoButton': 'Meer uitleg',
  'player.tip': 'Tip',
  'player.notSaved': 'Nog niet opgeslagen. We proberen het opnieuw.',
  'player.failed': 'De training kon niet worden geladen. Probeer het later opnieuw.',
  'player.infoModal.body':
    'Bij deze training hoort extra uitleg. Lees die rustig door en ga daarna verder met de training.',
  'player.drag.instructions':
    'Sleep de goede antwoorden naar het vak. Of kies een antwoord en kies daarna het vak.',
  'player.drag.placeIn': 'Zet {answer} in: {zone}',
  'player.feedback.yourAnswer': 'Jouw antwoord',
  'player.saveFailed': 'Je antwoord kon niet worden opgeslagen.',
  'player.answersLoading': 'De antwoorden worden nog geladen. Even geduld.',
  'player.summary.yourScore': 'Jouw score',
  'player.summary.scorecards': 'Jouw score per onderdeel',
  'player.certificateForm.exit': 'Terug naar de website',
  'player.restart': 'Training opnieuw doen',
  'player.toResult': 'Bekijk je resultaat',
  'player.viewCertificate': 'Bekijk je certificaat',
  'player.certificateMade': 'Je hebt je certificaat al aangevraagd.',
  'player.video.title': 'Video bij deze les',
  'player.documentFailed': 'Deze inhoud kan nu niet worden getoond.',

  // --- checklist (spec 3 §2) ---------------------------------------------------------------------------
  'checklist.progress': '{x} van de {y} vragen geselecteerd',
  'checklist.print': 'Print checklist',
  'checklist.showAnswer': 'Bekijk het antwoord',

  // --- result page and certificate (spec 1 §2, §5, §8, §9) --------------------------------------------------
  'result.tryAgain': 'Training opnieuw doen',
  'result.failed': 'Je resultaat kon niet worden geladen. Probeer het later opnieuw.',
  'certificate.failed': 'Dit certificaat kon niet worden geladen. Probeer het later opnieuw.',
  'certificate.share': 'Deel je certificaat',
  'certificate.form.emailLabel': 'E-mailadres',
  'certificate.form.firstNameLabel': 'Voornaam',
  'certificate.form.insertionLabel': 'Tussenvoegsel',
  'certificate.form.lastNameLabel': 'Achternaam',
  'certificate.form.submit': 'Vraag je certificaat aan',
  // The spec names these keys InvalidMail, EmptyFields, Profanity and Error (spec 1 §8).
  'certificate.errors.invalidMail': 'Dit e-mailadres klopt niet. Kijk het nog een keer na.',
  'certificate.errors.emptyFields': 'Vul je voornaam en je achternaam in.',
  'certificate.errors.profanity':
    'In je naam staat een woord dat we niet op een certificaat zetten. Pas je naam aan.',
  'certificate.errors.error': 'Het maken van je certificaat is niet gelukt. Probeer het later opnieuw.',
  'certificate.score': { one: '{achieved} van {n} punt', other: '{achieved} van {n} punten' },
  'certificate.date': 'Behaald op {date}',
  'certificate.imageAlt': 'Certificaat van {name} voor de training {training}',
  'certificate.owner.title': 'Gefeliciteerd, {name}!',
  'certificate.owner.intro':
    'Je hebt de training {training} afgerond. Hier is je certificaat. Laat het aan anderen zien of download het.',
  'certificate.guest.title': 'Certificaat van {name}',
  'certificate.guest.intro': '{name} heeft de training {training} afgerond. Wil jij deze training ook doen?',
  'certificate.guest.courseButton': 'Doe de training ook',
  'certificate.guest.scoreLabel': 'Behaalde score',
  'certificate.addToLinkedIn': 'Zet het op je LinkedIn-profiel',
  'certificate.shareFacebook': 'Deel op Facebook',
  'certificate.download': 'Download je certificaat',
  // The first word of a downloaded certificate's file name: 'certificaat-<training>-<naam>.png'.
  'certificate.fileName': 'certificaat',
  'certificate.confetti': 'Nog een keer feest!',
  'certificate.suggestions': 'Dit vind je misschien ook interessant',
  // The certificate image and the certificate page answer of the server.
  'certificate.image.heading': 'Certificaat',
  'certificate.image.awardedTo': 'Dit certificaat is voor',
  'certificate.image.forTraining': 'voor het afronden van de training',
  'certificate.page.title': 'Certificaat voor de training {training}',
  'certificate.page.description':
    'Onze trainingen zijn gratis. Iedereen kan ze online doen, in je eigen tempo.',
  'certificate.links.trainings.title': 'Alle trainingen',
  'certificate.links.trainings.intro': 'Leer nog meer over dementie met een andere training.',
  'certificate.links.stories.title': 'Ervaringen',
  'certificate.links.stories.intro': 'Lees de verhalen van mensen met dementie en hun naasten.',
  'certificate.links.news.title': 'Nieuws',
  'certificate.links.news.intro': 'Lees het laatste nieuws over dementie.',

  // --- form helpers and the application form (spec 3 §5) --------------------------------------------------
  'forms.error': 'Er is iets misgegaan. Probeer het opnieuw.',
  'forms.fieldMandatory': 'Dit veld is verplicht.',
  'forms.fieldTooLong': {
    one: 'Je tekst is te lang. Gebruik maximaal {n} teken.',
    other: 'Je tekst is te lang. Gebruik maximaal {n} tekens.',
  },
  'forms.invalidEmail': 'Vul een geldig e-mailadres in.',
  'forms.invalidPhone': 'Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567.',
  'forms.invalidPlace': 'Ongeldige invoer. Gebruik geen getallen.',
  'forms.termsRequired': 'Ga akkoord met de voorwaarden.',
  'forms.fileMandatory': 'Voeg een bestand toe.',
  'forms.fileNameTooLong': 'De naam van het bestand is te lang. Gebruik maximaal {n} tekens.',
  'forms.fileTypeForbidden': 'Dit soort bestand kun je niet toevoegen. Kies een pdf-, doc- of docx-bestand.',
  'forms.fileTooLarge': 'Het bestand is te groot. Het mag maximaal 2 MB zijn.',
  'forms.onlyOneFile': 'Je kunt maar één bestand toevoegen.',
  'forms.photoTooLarge': 'De foto is te groot. Hij mag maximaal 144 kB zijn.',

  // --- registration and verification (spec 3 §5, §8) -----------------------------------------------------
  'registration.usernameInvalid':
    'Je gebruikersnaam heeft 3 tot 20 tekens. Gebruik alleen letters en cijfers.',
  'registration.usernameTaken': 'Deze gebruikersnaam is al bezet. Kies een andere naam.',
  'registration.emailTaken':
    'Er is al een account met dit e-mailadres. Log in, of vraag een nieuw wachtwoord aan.',
  'registration.passwordHelp':
    'Je wachtwoord heeft minstens 12 tekens. Gebruik een kleine letter, een hoofdletter en een cijfer.',
  'registration.passwordTooWeak':
    'Je wachtwoord is niet sterk genoeg. Gebruik minstens 12 tekens, met een kleine letter, een hoofdletter en een cijfer.',
  'registration.passwordPersonal': 'Je wachtwoord mag je e-mailadres of je naam niet bevatten.',
  'registration.passwordRepeatMismatch': 'De twee wachtwoorden zijn niet hetzelfde.',
  'registration.serverError':
    'Je account kon niet worden gemaakt. Probeer het later opnieuw, of neem contact met ons op.',
  'verification.success': 'Je e-mailadres is bevestigd. Je kunt nu inloggen.',
  'verification.failed':
    'Het bevestigen is niet gelukt. Probeer het over 5 minuten opnieuw. Lukt het dan nog niet? Neem contact met ons op.',
  'passwordLogin.failed': 'De combinatie van e-mailadres en wachtwoord werd niet herkend.', // spec 3 §8

  // --- expert question and reaction (spec 3 §5, §8) ------------------------------------------------------
  'expertQuestion.error': 'Er is iets mis gegaan. Probeer het later opnieuw.',
  'expertQuestion.questionRequired': 'Schrijf je vraag op.',
  'expertQuestion.contactPreferenceRequired': 'Kies hoe we contact met je opnemen.',
  'expertQuestion.phoneRequired': 'Vul je telefoonnummer in. Dan kunnen we je bellen.',
  'reaction.error': 'Er is iets mis gegaan. Probeer het later opnieuw.',
  'reaction.noQuestion': 'Er kan geen vraag worden gevonden om op te reageren.',
  'reaction.textRequired': 'Schrijf je reactie op.',

  // --- memory test (spec 3 §5, §9) ------------------------------------------------------------------------
  'memoryTest.notAllAnswered': 'Let op! Je hebt nog niet alle vragen beantwoord.',
  'memoryTest.ageRequired': 'Kies je leeftijd.',
  'memoryTest.age.64': 'Jonger dan 64 jaar',
  'memoryTest.age.64-to-74': '64 tot en met 74 jaar',
  'memoryTest.age.75': '75 jaar of ouder',
  'memoryTest.age.not-say': 'Dat zeg ik liever niet',
  // Our wording: the screens around the questionnaire, which comes from the server.
  'memoryTest.start.title': 'Geheugentest',
  'memoryTest.start.intro':
    'Maak je je zorgen over je geheugen? Of over het geheugen van iemand die dicht bij je staat? Deze test helpt je om beter te zien wat je merkt.',
  'memoryTest.start.time': 'Het duurt ongeveer 5 minuten. Neem gerust de tijd: er is geen tijdslimiet.',
  'memoryTest.start.privacy':
    'Je antwoorden blijven op dit apparaat. Wij krijgen ze niet te zien en we bewaren ze niet.',
  'memoryTest.start.notDiagnosis':
    'De test is geen diagnose. Alleen een arts kan zeggen wat er aan de hand is.',
  'memoryTest.start.choose': 'Over wie gaat de test?',
  'memoryTest.start.self': 'Voor mezelf',
  'memoryTest.start.selfText': '25 vragen over je eigen geheugen',
  'memoryTest.start.other': 'Over een ander',
  'memoryTest.start.otherText': '16 vragen over iemand die dicht bij je staat',
  'memoryTest.progress': 'Vraag {current} van {total}',
  'memoryTest.optionsLabel': 'Kies een antwoord',
  'memoryTest.age.question.self': 'Hoe oud ben je?',
  'memoryTest.age.question.other': 'Hoe oud is de persoon over wie je de test doet?',
  'memoryTest.age.step': 'Laatste vraag',
  'memoryTest.age.missing': 'De vraag over leeftijd',
  'memoryTest.toResult': 'Bekijk de uitslag',
  'memoryTest.check.intro': 'Deze vragen zijn nog open. Klik op een vraag om die te beantwoorden.',
  'memoryTest.check.question': 'Vraag {number}',
  'memoryTest.result.title': 'Uitslag',
  'memoryTest.result.score': 'Score: {score}. De score kan van {min} tot {max} gaan.',
  'memoryTest.result.links': 'Meer weten of hulp nodig?',
  'memoryTest.result.print': 'Uitslag printen',
  'memoryTest.result.again': 'Test opnieuw doen',
  'memoryTest.result.kept':
    'Je antwoorden staan alleen op dit apparaat. Ze verdwijnen als je dit venster sluit.',
  'memoryTest.unavailable': 'De geheugentest is nu niet beschikbaar. Probeer het later nog eens.',

  // --- editor tools: English, as the specs quote them (spec 2 §4, §5, §8; spec 3 §5) ----------------------
  'editor.picker.connectionError': 'Connection error...',
  'editor.picker.failedToLoad': 'Failed to load images...',
  'editor.picker.notAuthorized': 'Not authorized...',
  'editor.picker.notLoaded': 'Images not loaded...',
  'editor.picker.loading': 'Loading images...',
  'editor.picker.empty': 'No images in storage container. Start by uploading some files!',
  'editor.picker.uploading': 'Uploading image...',
  'editor.picker.loadMore': 'Load more',
  'editor.picker.confirm': 'Confirm',
  'editor.picker.cancel': 'Cancel',
  'editor.picker.upload': 'Upload',
  'editor.picker.delete': 'Delete',
  'editor.linkPrompt': 'Insert your link here',
  'editor.document.confirmDeleteBlock': 'Are you sure you want to delete this block?',
  // Editor tools, our wording: labels the specs do not quote.
  'editor.picker.label': 'Afbeelding',
  'editor.picker.urlLabel': 'Adres van de afbeelding (URL)',
  'editor.picker.urlRequired': 'Vul een adres in of kies een afbeelding.',
  'editor.picker.open': 'Kies een afbeelding',
  'editor.picker.closePanel': 'Sluit de lijst',
  'editor.picker.panelTitle': 'Afbeeldingen',
  'editor.picker.uploadTitle': 'Afbeelding uploaden',
  'editor.picker.chooseFile': 'Kies een bestand',
  'editor.picker.preview': 'Voorbeeld',
  'editor.picker.deleteTitle': 'Afbeelding verwijderen?',
  'editor.picker.deleteText':
    'Weet je zeker dat je {name} wilt verwijderen? Alle formaten van deze afbeelding worden ook verwijderd.',
  'editor.picker.uploadFailed': 'Het uploaden is niet gelukt. Probeer het opnieuw.',
  'editor.picker.deleteFailed': 'Verwijderen is niet gelukt. Probeer het opnieuw.',
  'editor.picker.selected': 'Gekozen',
  'editor.picker.noImage': 'Nog geen afbeelding gekozen.',
  'editor.picker.count': '{shown} van {total} afbeeldingen',
  // Where an image is used, before it is deleted (decision 0047).
  'editor.picker.usesLoading': 'We kijken waar deze afbeelding gebruikt wordt...',
  'editor.picker.usesFailed':
    'We konden niet nagaan waar deze afbeelding gebruikt wordt. Staat ze nog ergens, dan krijg je dat te zien.',
  'editor.picker.usesTitle': 'Deze afbeelding staat op:',
  'editor.picker.usesWarning':
    'Als je {name} verwijdert, tonen deze pagina’s geen afbeelding meer. Kies eerst een andere afbeelding op die pagina’s, of verwijder toch.',
  'editor.picker.deleteAnyway': 'Toch verwijderen',
  'editor.picker.useTraining': 'Training ‘{title}’',
  'editor.picker.useTrainingPart': 'Training ‘{title}’, onderdeel ‘{detail}’',
  'editor.picker.usePage': 'Pagina ‘{title}’',
  'editor.picker.usePagePath': 'Pagina ‘{title}’ ({path})',
  // Why an upload was refused (decision 0046); the limits are the server's (api-client BLOB_UPLOAD_LIMITS).
  'editor.picker.notAnImage': 'Dit bestand is geen afbeelding. Kies een {formats}.',
  'editor.picker.tooLarge': 'Dit bestand is te groot. Het mag hoogstens {max} MB zijn.',
  'editor.picker.tooManyPixels':
    'Deze afbeelding heeft te veel pixels. Ze mag hoogstens {max} megapixels hebben. Maak de afbeelding kleiner en probeer het opnieuw.',
  // The alt text wherever an editor places an image (decision 0048, WCAG 1.1.1).
  'editor.imageAlt.label': 'Beschrijving van de afbeelding (alt-tekst)',
  'editor.imageAlt.hint': 'Zeg in een korte zin wat er op de afbeelding te zien is. Niet de bestandsnaam.',
  'editor.imageAlt.decorative': 'Deze afbeelding is alleen versiering (geen beschrijving nodig)',
  'editor.imageAlt.required':
    'Vul een beschrijving van de afbeelding in, of kies dat ze alleen versiering is.',
  'editor.rte.label': 'Tekst',
  'editor.rte.toolbar': 'Opmaak',
  'editor.rte.bold': 'Vet',
  'editor.rte.italic': 'Schuin',
  'editor.rte.underline': 'Onderstreept',
  'editor.rte.heading2': 'Kop',
  'editor.rte.heading3': 'Subkop',
  'editor.rte.bulletList': 'Lijst met bolletjes',
  'editor.rte.numberedList': 'Genummerde lijst',
  'editor.rte.quote': 'Citaat',
  'editor.rte.colour': 'Tekstkleur',
  'editor.rte.colour.default': 'Standaard',
  'editor.rte.colour.red': 'Rood',
  'editor.rte.colour.blue': 'Blauw',
  'editor.rte.colour.green': 'Groen',
  'editor.rte.link': 'Link',
  'editor.rte.linkNewWindow': 'Open de link in een nieuw venster',
  'editor.rte.linkAdd': 'Link toevoegen',
  'editor.rte.image': 'Afbeelding',
  'editor.rte.imageInsert': 'Afbeelding invoegen',
  'editor.document.heading': 'Inhoud bewerken',
  'editor.document.activityHeading': 'Inhoud van de activiteit bewerken: {title}',
  'editor.document.answerHeading': 'Antwoord {n} bewerken: {text}',
  'editor.document.answerHeadingPlain': 'Antwoord {n} bewerken',
  'editor.document.cardBackHeading': "Achterkant van kaart '{title}' bewerken",
  'editor.document.answersHeading': 'Antwoorden bewerken',
  'editor.document.unsaved': 'Nog niet opgeslagen.',
  'editor.summaryPlaceholder':
    'Hier ziet de deelnemer de uitslag en de punten. Die vul je niet zelf in. De tekst hieronder kun je wel bewerken.',
  'editor.bar.title': 'Bewerkmodus',
  'editor.bar.note':
    'Je bekijkt deze training als redacteur. Je kunt vrij heen en weer gaan. Je antwoorden tellen niet mee en er wordt niets bijgehouden.',
  'editor.bar.activities': 'Naar een activiteit',
  'editor.bar.navLabel': 'Activiteiten van de training',
  'editor.bar.untitled': 'Activiteit {n}',
  'editor.bar.summary': 'Samenvatting',
  'editor.bar.secondSummary': 'Tweede samenvatting',
  'editor.bar.ending': 'Einde van de training',
  'editor.leave.title': 'Wijzigingen niet opgeslagen',
  'editor.leave.question':
    'Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je deze pagina verlaten zonder op te slaan?',
  'editor.leave.stay': 'Blijven',
  'editor.leave.leave': 'Verlaten zonder opslaan',
  'editor.document.empty': 'Deze inhoud heeft nog geen blokken.',
  'editor.document.invalid': 'De opgeslagen inhoud is beschadigd. Je begint met een lege inhoud.',
  'editor.document.addKind': 'Soort blok',
  'editor.document.add': 'Blok toevoegen',
  'editor.document.moveUp': 'Omhoog',
  'editor.document.moveDown': 'Omlaag',
  'editor.document.delete': 'Verwijderen',
  'editor.document.deleteTitle': 'Blok verwijderen?',
  'editor.document.save': 'Opslaan',
  'editor.document.saving': 'Bezig met opslaan...',
  'editor.document.saved': 'Opgeslagen.',
  'editor.document.saveFailed': 'Opslaan is niet gelukt. Probeer het opnieuw.',
  'editor.document.notAuthorized': 'Je mag deze inhoud niet bewerken. Log opnieuw in als redacteur.',
  'editor.document.block': 'Blok {n}: {kind}',
  'editor.document.kind.Video': 'Video',
  'editor.document.kind.Image': 'Afbeelding',
  'editor.document.kind.Text': 'Tekst',
  'editor.document.kind.Expandable': 'Uitklapblok',
  'editor.document.kind.PointsSummery': 'Puntenoverzicht',
  'editor.document.kind.Tip': 'Tip',
  'editor.document.videoUrl': 'Link naar de video (YouTube of Vimeo)',
  'editor.document.videoSavedAs': 'Wordt opgeslagen als: {url}',
  'editor.document.autoplay': 'Vanzelf afspelen (zonder geluid)',
  'editor.document.highlighted': 'Opvallend tonen',
  'editor.document.expandableTitle': 'Titel',
  'editor.document.expandableDescription': 'Beschrijving',
  'editor.document.icon': 'Icoon (alleen SVG)',
  'editor.document.iconInvalid': 'Kies een SVG-bestand.',
  'editor.document.tipText': 'Tekst van de tip',
  'editor.document.pointsPlaceholder':
    'Hier komt het puntenoverzicht van de deelnemer. Dit vul je niet zelf in.',
} as const satisfies Readonly<Record<string, Message>>;

/** A key the shared catalogue provides. */
export type SharedMessageKey = keyof typeof sharedMessages;
