// What other modules may use of this module (the boundaries lint rule holds them to it).
export { ConsoleModule } from './console.module.js';
