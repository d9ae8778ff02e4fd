/** Messages of the comparative-solution app (spec/platform-and-shell.md §3, §7). */
export const comparativeMessages = {
  'comparative.notComparative': 'The project is not a comparative-solution project.',
  'comparative.settingsNotList': 'The report settings must be a list of the 14 include settings.',
  'comparative.settingMissing': '{setting} is missing.',
  'comparative.reportDataEmpty': 'Give a year, years or a title.',
  'comparative.yearInvalid': 'The year must be a whole year between 2000 and 2100.',
  'comparative.yearsInvalid': 'The years must be a whole number between 1 and 30.',
  'comparative.titleInvalid': 'The title must be text of at most {max} characters.',
  'comparative.calculationNotFound': 'The calculation was not found.',
  'comparative.calculationNameInvalid': 'The name must be text of 1 to {max} characters.',
  'comparative.variantInvalid': 'The variant must be replacement or growth.',
  'comparative.extraColumnInvalid': 'The extra column must be one of {columns}.',
  'comparative.categoryTypeInvalid': 'The category type must be a short text.',
  'comparative.kickbackInvalid': 'The kickback must be an amount of at least 0 and at most {max}.',
  'comparative.preAnalysisNotList': 'The pre-analysis must be a list of at most {max} category rows.',
  'comparative.preAnalysisCategoryInvalid': 'The category must be text of at most {max} characters.',
  'comparative.preAnalysisNumberInvalid': 'Enter a number between 0 and {max}, or leave the field empty.',
} as const;
