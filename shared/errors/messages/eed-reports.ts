/** EED reports of data-centre solutions (issue #31; Delegated Regulation (EU) 2024/1364). */
export const eedReportMessages = {
  'eedReports.notDataCentre': 'An EED report is kept for data-centre solutions only.',
  'eedReports.number': 'Enter a number.',
  'eedReports.notNegative': 'The value may not be negative.',
  'eedReports.tooLarge': 'The value may be at most {max}.',
  'eedReports.yearRange': 'The year must be a whole number between {min} and {max}.',
  'eedReports.itExceedsTotal': 'The IT energy may not be greater than the total energy of the data centre.',
  'eedReports.evidenceExceedsRenewable': 'The evidenced renewable energy (on-site, PPA, guarantees of origin) may not be greater than the renewable energy.',
  'eedReports.potableExceedsWater': 'The potable water may not be greater than the total water input.',
  'eedReports.setPointRange': 'A set point must be between {min} and {max} °C.',
  'eedReports.setPointOrder': 'The lowest set point may not be above the highest.',
  'eedReports.textMax': 'At most {max} characters.',
  'eedReports.formatInvalid': 'The format must be csv or xlsx.',
} as const;
