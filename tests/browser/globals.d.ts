/// <reference types="mocha" />
// Browser tests import the built bundle exactly as host pages do.
declare module '/dist/*';
