/**
 * The client's side of the one message catalogue (shared/errors): every key the server or a shared
 * schema can send, with its text for translation. The type checker holds this map to exactly the
 * catalogue's keys (`satisfies`), so a new key cannot go untranslated; the translation check
 * (npm test) holds every locale to every text; a test holds each English text to the server's.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES, type Message, type MessageKey } from '../../../shared/errors';
import { i18n } from './i18n';

export const MESSAGE_TEXT = {
  // common
  'common.sessionExpired': msg({ message: "Your session has expired. Please log in again." }),
  'common.notSignedIn': msg({ message: "You are not signed in. Please log in." }),
  'common.noPermission': msg({ message: "You do not have permission to perform this action." }),
  'common.internal': msg({ message: "An error occurred. Please try again later." }),
  'common.notOwner': msg({ message: "You are not the owner of this project. Please contact the owner of this project to get access." }),
  'common.noActiveSubscription': msg({ message: "No active subscription" }),
  'common.csrfMismatch': msg({ message: "CSRF token mismatch." }),
  'common.notFound': msg({ message: "Not found." }),
  'common.invalidData': msg({ message: "The given data was invalid." }),
  'common.badRequest': msg({ message: "Bad request." }),
  'common.tooManyAttempts': msg({ message: "Too many attempts. Please try again in {seconds} seconds." }),
  'common.unavailable': msg({ message: "The service is unavailable. Please try again later." }),
  'common.timeout': msg({ message: "The request took too long. Please try again." }),
  'common.bodyNotObject': msg({ message: "The request body must be a JSON object." }),
  'common.bodyNotJson': msg({ message: "The request body is not valid JSON." }),
  'common.bodyTooLarge': msg({ message: "The request body is too large." }),
  'common.limitOffset': msg({ message: "The limit and offset must be at least 0." }),
  'common.unknownNamespace': msg({ message: "Unknown application namespace." }),
  'common.yearFormat': msg({ message: "The year must be a year such as 2025." }),
  'common.typeOneOf': msg({ message: "The type must be one of {types}." }),
  // graphql
  'graphql.tooDeep': msg({ message: "The query is nested {depth} levels deep; the limit is {limit}." }),
  'graphql.tooCostly': msg({ message: "The query costs {cost}; the limit is {limit}." }),
  'graphql.tooManyAliases': msg({ message: "The query has {count} aliases; the limit is {limit}." }),
  // validation
  'validation.invalid': msg({ message: "{field} is invalid" }),
  'validation.required': msg({ message: "{field} is a required field" }),
  'validation.oneOf': msg({ message: "{field} must be one of the following values: {values}" }),
  'validation.notType': msg({ message: "{field} must be a `{type}` type, but the final value was: `{value}`." }),
  'validation.notTypeCast': msg({ message: "{field} must be a `{type}` type, but the final value was: `{value}` (cast from the value `{original}`)." }),
  'validation.text': msg({ message: "{field} must be text." }),
  'validation.string.length': msg({ message: "{field} must be exactly {length} characters" }),
  'validation.string.min': msg({ message: "{field} must be at least {min} characters" }),
  'validation.string.max': msg({ message: "{field} must be at most {max} characters" }),
  'validation.string.matches': msg({ message: "{field} must match the following: \"{regex}\"" }),
  'validation.string.email': msg({ message: "{field} must be a valid email" }),
  'validation.number.min': msg({ message: "{field} must be greater than or equal to {min}" }),
  'validation.number.max': msg({ message: "{field} must be less than or equal to {max}" }),
  'validation.number.lessThan': msg({ message: "{field} must be less than {less}" }),
  'validation.number.moreThan': msg({ message: "{field} must be greater than {more}" }),
  'validation.number.positive': msg({ message: "{field} must be a positive number" }),
  'validation.number.integer': msg({ message: "{field} must be an integer" }),
  'validation.array.min': msg({ message: "{field} field must have at least {min} items" }),
  'validation.array.max': msg({ message: "{field} field must have less than or equal to {max} items" }),
  'validation.nameRequired': msg({ message: "The name field is required." }),
  'validation.nameMax': msg({ message: "The name may not be greater than {max} characters." }),
  'validation.kwhPrice': msg({ message: "The kWh price must be a number such as 1.35 or 1,35." }),
  'validation.mustBeId': msg({ message: "The {label} must be an id." }),
  'validation.maxChars': msg({ message: "This field may not be greater than {max} characters." }),
  'validation.mustBeNumber': msg({ message: "The {label} must be a number." }),
  'validation.mustBeText': msg({ message: "The {label} must be text." }),
  'validation.mustBeBoolean': msg({ message: "The {label} must be true or false." }),
  'validation.badCharacters': msg({ message: "{field} contains a character that is not allowed (a NUL character or invalid text)." }),
  'validation.numberOutOfRange': msg({ message: "{field} must be a finite number between -{max} and {max}." }),
  'validation.tooDeep': msg({ message: "{field} is nested more than {limit} levels deep." }),
  // auth
  'auth.loggedOut': msg({ message: "Successfully logged out" }),
  'auth.invalidCredentials': msg({ message: "These credentials do not match our records." }),
  'auth.tooManyLogins': msg({ message: "Too many login attempts. Please try again in {seconds} seconds." }),
  'auth.userAlreadyRegistered': msg({ message: "User already registered" }),
  'auth.emailRequired': msg({ message: "The email field is required." }),
  'auth.emailInvalid': msg({ message: "The email must be a valid email address." }),
  'auth.passwordRequired': msg({ message: "The password field is required." }),
  'auth.passwordMin': msg({ message: "The password must be at least {min} characters." }),
  'auth.passwordConfirmationRequired': msg({ message: "The password confirmation field is required." }),
  'auth.passwordConfirmationMismatch': msg({ message: "The password confirmation does not match." }),
  'auth.currentPasswordRequired': msg({ message: "The current password field is required." }),
  'auth.currentPasswordWrong': msg({ message: "The provided password does not match your current password." }),
  'auth.companyNameRequired': msg({ message: "The company name field is required." }),
  'auth.partnerTypeInvalid': msg({ message: "The partner type must be buyer or seller." }),
  'auth.countryRequired': msg({ message: "The country field is required." }),
  'auth.countryInvalid': msg({ message: "The country must be a country code." }),
  'auth.tokenRequired': msg({ message: "The token field is required." }),
  'auth.resetTokenInvalid': msg({ message: "This password reset token is invalid." }),
  'auth.verificationLinkInvalid': msg({ message: "This verification link is invalid or has already been used." }),
  'auth.verificationSentRecently': msg({ message: "A verification e-mail was sent recently. Please wait {minutes} minute(s) before requesting another." }),
  'auth.languageRequired': msg({ message: "The language field is required." }),
  'auth.languageInvalid': msg({ message: "The selected language is invalid." }),
  // clients
  'clients.notFound': msg({ message: "Client not found." }),
  // projects
  'projects.notFound': msg({ message: "Project not found." }),
  'projects.clientIdRequired': msg({ message: "The client id field is required." }),
  'projects.clientIdNumber': msg({ message: "The client id must be a number." }),
  'projects.currencyInvalid': msg({ message: "The currency must be a 3-letter code." }),
  'projects.investmentNumber': msg({ message: "The investment must be a number." }),
  'projects.investmentMin': msg({ message: "The investment must be at least 0." }),
  'projects.oldKwhNumber': msg({ message: "The old kWh must be a number." }),
  'projects.filterInvalid': msg({ message: "The selected filter is invalid." }),
  'projects.searchMin': msg({ message: "The search must be at least {min} characters." }),
  'projects.ownerNotPartnerUser': msg({ message: "The selected user is not a user of this partner." }),
  // notes
  'notes.notFound': msg({ message: "Note not found." }),
  'notes.noteRequired': msg({ message: "The note field is required." }),
  // shares
  'shares.notFound': msg({ message: "Share not found." }),
  'shares.userNotFound': msg({ message: "No user with that e-mail address was found." }),
  'shares.ownerHasAccess': msg({ message: "The project owner already has access." }),
  'shares.alreadyShared': msg({ message: "Error! already shared with {email}" }),
  // groups
  'groups.hasProjects': msg({ message: "You must delete projects before deleting the group" }),
  // solutions
  'solutions.groupNotFound': msg({ message: "Solution group not found." }),
  'solutions.solutionNotFound': msg({ message: "Solution not found." }),
  'solutions.itemNotFound': msg({ message: "Solution item not found." }),
  'solutions.capacityNotFound': msg({ message: "Capacity not found." }),
  'solutions.shareNotFound': msg({ message: "Category infrastructure share not found." }),
  'solutions.requestNotFound': msg({ message: "Request not found." }),
  'solutions.moveToRequested': msg({ message: "Not allowed to move solution to requested group" }),
  'solutions.dragIndex': msg({ message: "The drag target index must be below {limit}." }),
  'solutions.secondBaseline': msg({ message: "A project can only have one baseline group." }),
  'solutions.requestedKeepsState': msg({ message: "A requested group keeps its state." }),
  'solutions.primaryComparativeOnly': msg({ message: "Only a comparative group can be the primary group." }),
  'solutions.stateInvalid': msg({ message: "The state must be baseline, comparative or inactive." }),
  'solutions.activeBoolean': msg({ message: "The active field must be true or false." }),
  'solutions.solutionsListInvalid': msg({ message: "The solutions field must be a list of solution ids." }),
  'solutions.solutionsRequired': msg({ message: "The solutions field is required." }),
  'solutions.solutionListedTwice': msg({ message: "A solution is listed twice." }),
  'solutions.solutionsNotInGroup': msg({ message: "Solution {ids} is not in this group." }),
  'solutions.reorderIncomplete': msg({ message: "List every solution of the group in its new order, or give an index." }),
  'solutions.indexWhole': msg({ message: "The index must be a whole number." }),
  'solutions.indexMin': msg({ message: "The index must be at least 0." }),
  'solutions.solutionTypeRequired': msg({ message: "The solution type id field is required." }),
  'solutions.solutionTypeInvalid': msg({ message: "The selected solution type is invalid." }),
  'solutions.renewableNumber': msg({ message: "The renewable energy must be a number." }),
  'solutions.renewableRange': msg({ message: "The renewable energy must be between 0 and 100." }),
  'solutions.refurbishmentNumber': msg({ message: "The refurbishment impact percentage must be a number." }),
  'solutions.refurbishmentRange': msg({ message: "The refurbishment impact percentage must be between 0 and 100." }),
  'solutions.co2FactorNumber': msg({ message: "The CO2 factor must be a number." }),
  'solutions.co2FactorMin': msg({ message: "The CO2 factor must be at least 0." }),
  'solutions.co2FactorMax': msg({ message: "The CO2 factor may not be greater than {max} g per kWh." }),
  'solutions.amountWhole': msg({ message: "The amount must be a whole number." }),
  'solutions.amountMin1': msg({ message: "The amount must be at least 1." }),
  'solutions.amountMax': msg({ message: "The amount may not be greater than {max}." }),
  'solutions.amountNumber': msg({ message: "The amount must be a number." }),
  'solutions.amountRequired': msg({ message: "The amount field is required." }),
  'solutions.amountMin0': msg({ message: "The amount must be at least 0." }),
  'solutions.hoursNumber': msg({ message: "The operational hours must be a number." }),
  'solutions.hoursRange': msg({ message: "The operational hours must be between 0 and {max}." }),
  'solutions.hourProfileInvalid': msg({ message: "The selected hour profile is invalid." }),
  'solutions.unitPriceNumber': msg({ message: "The unit price must be a number." }),
  'solutions.unitPriceMin': msg({ message: "The unit price must be at least 0." }),
  'solutions.productIdRequired': msg({ message: "The product id field is required." }),
  'solutions.productInvalid': msg({ message: "The selected product is invalid." }),
  'solutions.noProductMatches': msg({ message: "No product matches this row." }),
  'solutions.categoryNotAllowed': msg({ message: "A {category} cannot be added to a {solutionType} solution." }),
  'solutions.upsEfficiencyNumber': msg({ message: "The efficiency must be a number." }),
  'solutions.upsEfficiencyRange': msg({ message: "The efficiency must be above 0 and at most 100 (0 means no UPS)." }),
  'solutions.coolingCopNumber': msg({ message: "The COP must be a number." }),
  'solutions.coolingCopMin': msg({ message: "The COP must be above 0 (0 means no cooling)." }),
  'solutions.coolingCopMax': msg({ message: "The COP may not be greater than 100." }),
  'solutions.upsPresetUnknown': msg({ message: "Unknown UPS preset." }),
  'solutions.coolingPresetUnknown': msg({ message: "Unknown cooling preset." }),
  'solutions.infrastructureDataCentreOnly': msg({ message: "UPS and cooling apply to data-centre solutions only." }),
  'solutions.customUpsEfficiencyRequired': msg({ message: "The efficiency field is required for a custom UPS." }),
  'solutions.customCoolingCopRequired': msg({ message: "The COP field is required for a custom cooling." }),
  'solutions.capacityIdRequired': msg({ message: "The capacity id field is required." }),
  'solutions.capacityInvalid': msg({ message: "The selected capacity is invalid." }),
  'solutions.shareCategoriesList': msg({ message: "The categories must be a list of category ids." }),
  'solutions.shareCategoriesInvalid': msg({ message: "The selected category {ids} is invalid." }),
  'solutions.sharePercentNumber': msg({ message: "The infrastructure share must be a number." }),
  'solutions.sharePercentRange': msg({ message: "The infrastructure share must be a fraction above 0 and at most 1 (40 % is sent as 0.4)." }),
  'solutions.rowIdentifies': msg({ message: "A row needs a model name or a manufacturer part number." }),
  'solutions.itemsList': msg({ message: "The items field must be a list." }),
  'solutions.itemsRequired': msg({ message: "The items field is required." }),
  'solutions.noItemsSelected': msg({ message: "Select at least one item to import." }),
  'solutions.tooManyRows': msg({ message: "The file contains more than {max} rows." }),
  'solutions.tooManyItems': msg({ message: "A solution group holds at most {max} items; its item lists are read-only above that." }),
  'solutions.modesMax': msg({ message: "At most {max} modes." }),
  'solutions.modeNameRequired': msg({ message: "The mode name is required." }),
  'solutions.powerNumber': msg({ message: "The power consumption must be a number." }),
  'solutions.powerRequired': msg({ message: "The power consumption is required." }),
  'solutions.powerMin': msg({ message: "The power consumption must be at least 0." }),
  'solutions.modeHoursNumber': msg({ message: "The hours must be a number." }),
  'solutions.modeHoursRequired': msg({ message: "The hours are required." }),
  'solutions.modeHoursRange': msg({ message: "The hours must be between 0 and {max}." }),
  'solutions.modelNameRequired': msg({ message: "The model name field is required." }),
  'solutions.modelNameMax': msg({ message: "The model name may not be greater than {max} characters." }),
  'solutions.categoryRequired': msg({ message: "The category field is required." }),
  'solutions.categoryInvalid': msg({ message: "The selected category is invalid." }),
  'solutions.mustBeObject': msg({ message: "The {label} must be an object." }),
  'solutions.noNulInObject': msg({ message: "The {label} may not contain NUL characters." }),
  // catalogue
  'catalogue.productNotFound': msg({ message: "Product not found." }),
  'catalogue.unknownFlags': msg({ message: "Unknown flag(s): {flags}. Use {allowed}." }),
  'catalogue.fileRequired': msg({ message: "Choose a CSV file to import." }),
  'catalogue.fileTooLarge': msg({ message: "The file is too large: the catalogue import takes files up to {max} MB." }),
  'catalogue.oneFile': msg({ message: "Send one CSV file, in the field \"file\"." }),
  'catalogue.csvOnly': msg({ message: "The catalogue import takes a CSV file." }),
  'catalogue.notText': msg({ message: "The file is not a text CSV file." }),
  'catalogue.notCsv': msg({ message: "Not a readable CSV file: {reason}" }),
  'catalogue.fileEmpty': msg({ message: "The file is empty: expected a header row." }),
  'catalogue.notBoavizta': msg({ message: "Not a Boavizta footprint file: the header lacks {missing} (found: {found})." }),
  // reference
  'reference.currencyInvalid': msg({ message: "The selected currency is invalid." }),
  // reports
  'reports.typeInvalid': msg({ message: "The report type must be one of {types}." }),
  'reports.typeRequired': msg({ message: "The report type field is required." }),
  'reports.notAvailable': msg({ message: "Report type not available!" }),
  'reports.nothingToUpdate': msg({ message: "Give a year or a comparative_heading." }),
  'reports.yearNotRating': msg({ message: "The year must be one of the rating years: {years}." }),
  'reports.projectRequired': msg({ message: "The project_id field is required." }),
  'reports.projectIdInvalid': msg({ message: "The project_id must be an id." }),
  'reports.headingText': msg({ message: "The comparative heading must be text." }),
  'reports.headingMax': msg({ message: "The comparative heading may not be greater than {max} characters." }),
  'reports.settingsInvalid': msg({ message: "Invalid report settings: {keys}." }),
  'reports.settingsNotList': msg({ message: "The report settings must be a list of '{key, value}' entries." }),
  'reports.settingNotEntry': msg({ message: "Each report setting must be an object with a key and a value." }),
  'reports.settingUnknown': msg({ message: "{setting} is not a report setting." }),
  'reports.settingBadFlag': msg({ message: "{setting} must be 1, 0, true or false." }),
  'reports.settingBadPrecision': msg({ message: "{setting} must be 0, 1 or 2." }),
  'reports.settingListedTwice': msg({ message: "{setting} is listed twice." }),
  'reports.reasonNoBaseline': msg({ message: "The project has no active baseline group." }),
  'reports.reasonBaselineEmpty': msg({ message: "The baseline group \"{name}\" has no items." }),
  'reports.reasonNoActiveComparative': msg({ message: "The project has no active comparative group." }),
  'reports.reasonGroupWarnings': msg({ message: "The group \"{name}\" has warnings: a category infrastructure share is invalid, or the group uses no energy." }),
  'reports.reasonNoLcaData': msg({ message: "No item of the active groups has LCA data." }),
  'reports.reasonNoRefurbishedItems': msg({ message: "No item of the active groups is refurbished." }),
  // pdf
  'pdf.noChromium': msg({ message: "PDF export needs Chromium: set CHROMIUM_PATH." }),
  'pdf.chromiumMissing': msg({ message: "PDF export needs Chromium: CHROMIUM_PATH is set to {path}, which does not exist." }),
  'pdf.launchFailed': msg({ message: "PDF export could not start Chromium ({path}): {reason}" }),
  'pdf.timeout': msg({ message: "The report did not finish rendering within {seconds} s. Please try again." }),
  'pdf.busy': msg({ message: "PDF export is busy: no render could start within {seconds} s. Please try again." }),
  'pdf.pageError': msg({ message: "The report page failed to render." }),
  'pdf.pageErrorWith': msg({ message: "The report page failed to render. {reason}" }),
  'pdf.closed': msg({ message: "PDF export is shutting down." }),
  // documents
  'documents.notFound': msg({ message: "Document not found" }),
  'documents.documentIdRequired': msg({ message: "The document ID field is required." }),
  'documents.totalRequired': msg({ message: "The CO2 total field is required." }),
  'documents.totalNotNumber': msg({ message: "The CO2 total must be a number such as 1234.5 or 1234,5." }),
  'documents.tooManyAttempts': msg({ message: "Too many verification attempts. Please try again in {seconds} seconds." }),
  'documents.precisionInvalid': msg({ message: "The precision must be 0, 1 or 2." }),
  'documents.totalOutOfRange': msg({ message: "The CO2 total must be a finite number below 10^14 kg." }),
  // reportOptions
  'reportOptions.imageInvalidType': msg({ message: "Please select a valid image file (JPG, PNG, or GIF)" }),
  'reportOptions.imageTooLarge': msg({ message: "Image size must be less than 2MB" }),
  'reportOptions.imageTooManyPixels': msg({ message: "The image may be at most {side} pixels wide or high and {megapixels} megapixels in all." }),
  'reportOptions.imageNotAvailable': msg({ message: "The selected image is not available." }),
  'reportOptions.imageNotFound': msg({ message: "Image not found." }),
  'reportOptions.notFound': msg({ message: "Report options not found." }),
  'reportOptions.alreadyExist': msg({ message: "Report options already exist for this user; update them instead." }),
  'reportOptions.tooManyImages': msg({ message: "A partner can keep at most {max} front-page images. Delete one first." }),
  'reportOptions.userTypeInvalid': msg({ message: "The user type must be user or partner." }),
  'reportOptions.themeInvalid': msg({ message: "The selected theme is invalid." }),
  'reportOptions.imageMax': msg({ message: "The image may not be greater than {max} characters." }),
  'reportOptions.overrideBoolean': msg({ message: "The override field must be true or false." }),
  'reportOptions.imageUrlRequired': msg({ message: "The image url field is required." }),
} satisfies Record<MessageKey, MessageDescriptor>;

/** A keyed message in the active language (its parameters filled in). */
export function translateMessage(m: Message): string {
  const descriptor: MessageDescriptor | undefined = (MESSAGE_TEXT as Record<string, MessageDescriptor>)[m.key];
  if (!descriptor) return m.key;
  // Not `i18n._({...descriptor})`: the extractor would read that call as a message of its own.
  const translate = i18n._.bind(i18n);
  return translate(descriptor.id ?? '', { ...(m.params ?? {}) }, { message: descriptor.message });
}

/** English text → key, for the catalogue's texts without placeholders (REST replies carry only text). */
const KEY_BY_TEXT = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).filter(([, text]) => !/\{\w+\}/.test(text)).map(([key, text]) => [text, key]),
);

/**
 * A text the server sent (a REST reply), translated when it is one of the catalogue's texts; otherwise
 * as sent (the fallback of house style rule 5).
 */
export function translateText(text: string): string {
  const key = KEY_BY_TEXT.get(text);
  return key ? translateMessage({ key }) : text;
}

/** A value from the server or a shared schema that should be a keyed message: translated, else the fallback. */
export function translateUnknown(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return translateText(value);
  if (typeof value === 'object' && value !== null && typeof (value as Message).key === 'string' && (value as Message).key in MESSAGES) return translateMessage(value as Message);
  return fallback;
}
