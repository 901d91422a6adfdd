export { checkImports, FILE_RULES, FOLDER_RULES, SOURCES } from './imports.js';
