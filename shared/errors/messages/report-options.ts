/** Report options and front-page images (spec/platform-and-shell.md §3, §4, §5). */
export const reportOptionMessages = {
  'reportOptions.imageInvalidType': 'Please select a valid image file (JPG, PNG, or GIF)',
  'reportOptions.imageTooLarge': 'Image size must be less than 2MB',
  'reportOptions.imageTooManyPixels': 'The image may be at most {side} pixels wide or high and {megapixels} megapixels in all.',
  'reportOptions.imageNotAvailable': 'The selected image is not available.',
  'reportOptions.imageNotFound': 'Image not found.',
  'reportOptions.notFound': 'Report options not found.',
  'reportOptions.alreadyExist': 'Report options already exist for this user; update them instead.',
  'reportOptions.tooManyImages': 'A partner can keep at most {max} front-page images. Delete one first.',
  'reportOptions.userTypeInvalid': 'The user type must be user or partner.',
  'reportOptions.themeInvalid': 'The selected theme is invalid.',
  'reportOptions.imageMax': 'The image may not be greater than {max} characters.',
  'reportOptions.overrideBoolean': 'The override field must be true or false.',
  'reportOptions.imageUrlRequired': 'The image url field is required.',
} as const;
