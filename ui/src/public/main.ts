// The one script of every public page, and all the JavaScript a visitor gets before interacting: the phone menu,
// visit counting, and the triggers that fetch an island (and React with it) when it is first needed.
import '../index.css';
import { wireIslands } from './islands';
import { wireMenu } from './menu';
import { countVisit } from './visits';

wireMenu(document);
countVisit(document);
wireIslands(document);
