// The one script of every public page, and all the JavaScript a visitor gets before interacting: the phone menu,
// visit counting, the offer of the visitor's language, and the triggers that fetch an island (and React with it)
// when it is first needed.
import '../index.css';
import { wireIslands } from './islands';
import { suggestLanguage } from './languageSuggestion';
import { wireMenu } from './menu';
import { countVisit } from './visits';

wireMenu(document);
countVisit(document);
wireIslands(document);
suggestLanguage(document, navigator.languages, window.localStorage);
