/** The shell: dashboard, support, language (spec/platform-and-shell.md §2, §7, §8). */
export const shellMessages = {
  'dashboard.fromDateRequired': 'The from_date field is required.',
  'dashboard.toDateRequired': 'The to_date field is required.',
  'dashboard.dateInvalid': 'The {field} field must be a date written YYYY-MM-DD.',
  'dashboard.rangeReversed': 'The to_date must be on or after the from_date.',
  'dashboard.rangeTooLong': 'The date range may span at most {days} days.',
  'dashboard.partnerInvalid': 'The partner field must be 0 or 1.',
  'dashboard.monthsInvalid': 'The months field must be a whole number from 1 to {max}.',
  'dashboard.yearInvalid': 'The year field must be a year from 2000 to 2100.',
  'dashboard.partnerViewAdminsOnly': 'Only partner admins can see the partner view.',
  'support.feedbackRequired': 'The feedback field is required.',
  'support.feedbackMax': 'The feedback may be at most {max} characters.',
} as const;
