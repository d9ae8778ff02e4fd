/**
 * sheetjs-style for the browser bundle. Its code assigns four names it never declares (QUOTE,
 * _hashIndex, _listIndex, style_builder). As CommonJS in Node that creates globals; bundled as a
 * strict-mode module it throws "QUOTE is not defined". Declaring them on globalThis first (before the
 * library's module body runs, which imports evaluate in order) lets those assignments succeed.
 */
import './sheetjs-globals';
import * as XLSX from 'sheetjs-style';

export { XLSX };
