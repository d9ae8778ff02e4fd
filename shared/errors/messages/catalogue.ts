/** The product catalogue, its search and the CSV import (README "Calculations, reference data and the catalogue"). */
export const catalogueMessages = {
  'catalogue.productNotFound': 'Product not found.',
  'catalogue.unknownFlags': 'Unknown flag(s): {flags}. Use {allowed}.',
  'catalogue.fileRequired': 'Choose a CSV file to import.',
  'catalogue.fileTooLarge': 'The file is too large: the catalogue import takes files up to {max} MB.',
  'catalogue.oneFile': 'Send one CSV file, in the field "file".',
  'catalogue.csvOnly': 'The catalogue import takes a CSV file.',
  'catalogue.notText': 'The file is not a text CSV file.',
  'catalogue.notCsv': 'Not a readable CSV file: {reason}',
  'catalogue.fileEmpty': 'The file is empty: expected a header row.',
  'catalogue.notBoavizta': 'Not a Boavizta footprint file: the header lacks {missing} (found: {found}).',
  'reference.currencyInvalid': 'The selected currency is invalid.',
  // A success message, quoted by spec/platform-and-shell.md "Successes"; in the one list so that it is translated.
  'reference.currencyUpdated': 'Updated project currency and solutions kwh price',
} as const;
