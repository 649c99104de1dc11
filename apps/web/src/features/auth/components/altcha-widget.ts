// ALTCHA's widget, loaded only when a form shows the challenge. Its "external" build brings no
// inline styles and no blob: workers, so the web app's strict Content-Security-Policy holds: the
// styles come as a stylesheet of the app, and the one worker the server's challenges need
// (PBKDF2) is bundled by Vite as a file of the app's own.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
