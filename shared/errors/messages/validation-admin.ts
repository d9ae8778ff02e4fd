/** Validation of items, the super admin's category admin and notifications (spec/platform-and-shell.md §3, §4 Real-time, §8). */
export const validationAdminMessages = {
  'validationAdmin.entryNotFound': 'The validation entry was not found.',
  'validationAdmin.alreadyDecided': 'This item has already been validated or rejected.',
  'validationAdmin.kindInvalid': 'The kind must be product or request.',
  'validationAdmin.categoryRequired': 'Choose a category before accepting the item.',
  'validationAdmin.categoryNotFound': 'Category not found.',
  'validationAdmin.categoryTypeInvalid': 'The category type must be datacenter or office_it.',
  'validationAdmin.tagNotFound': 'Tag not found.',
  'validationAdmin.subTypeNotFound': 'Sub type not found.',
  'validationAdmin.modeNotFound': 'Default mode not found.',
  'validationAdmin.notificationNotFound': 'Notification not found.',
  'validationAdmin.tagSaved': 'Tag saved successfully',
  'validationAdmin.categoryTypeUpdated': 'Category type updated successfully',
  'validationAdmin.defaultModeCreated': 'Default mode created successfully',
  // Notifications (stored with their key, shown in the reader's language)
  'notifications.validationQueued': '{partner}: {count} item(s) of project "{project}" wait for validation ({user}).',
  'notifications.productQueued': '{partner}: a new product waits for validation ({user}).',
  'notifications.productValidated': 'Your product "{name}" was validated.',
  'notifications.productRejected': 'Your product "{name}" was rejected in validation.',
  'notifications.requestAccepted': 'Your requested item "{name}" was accepted and added to the catalogue.',
  'notifications.requestRejected': 'Your requested item "{name}" was rejected.',
} as const;
