/**
 * The icon picker's fixed list (spec/platform-and-shell.md §2 "Icon picker with a fixed list of several
 * hundred solid and regular icons"): 227 subjects, each in a solid (filled) and a regular
 * (outlined) style, 454 icons in all. An icon is stored as "<style>:<Name>" ("solid:Dns"), checked
 * against this list on the server and drawn by the client from the same names (Material icons: Name
 * and NameOutlined). The list only grows: a stored icon must stay drawable.
 */
export const ICON_STYLES = ['solid', 'regular'] as const;
export type IconStyle = (typeof ICON_STYLES)[number];

export const ICON_NAMES = [
  'Dns', 'Storage', 'Memory', 'Computer', 'Laptop', 'DesktopWindows', 'Monitor', 'PhoneAndroid', 'Tablet',
  'Print', 'Router', 'Wifi', 'Lan', 'Cable', 'Cloud', 'CloudQueue', 'Bolt', 'ElectricBolt', 'Power', 'PowerSettingsNew',
  'BatteryFull', 'BatteryChargingFull', 'SolarPower', 'WindPower', 'EnergySavingsLeaf', 'Park', 'Forest',
  'Co2', 'AcUnit', 'Thermostat', 'DeviceThermostat', 'Water', 'WaterDrop', 'Recycling', 'Autorenew', 'Build',
  'Construction', 'Handyman', 'Settings', 'Tune', 'Speed', 'Timer', 'Schedule', 'Event', 'CalendarMonth',
  'Today', 'Assessment', 'Analytics', 'BarChart', 'PieChart', 'ShowChart', 'Timeline', 'TrendingUp', 'TrendingDown',
  'Insights', 'Leaderboard', 'Business', 'Apartment', 'Factory', 'Store', 'Warehouse', 'LocalShipping', 'Inventory',
  'Inventory2', 'Category', 'Label', 'Bookmark', 'Flag', 'Star', 'Favorite', 'ThumbUp', 'Verified', 'Security',
  'Lock', 'Shield', 'Policy', 'Gavel', 'Description', 'Article', 'Assignment', 'AssignmentTurnedIn', 'Checklist',
  'FactCheck', 'Quiz', 'Help', 'Info', 'Lightbulb', 'Psychology', 'School', 'Groups', 'Group', 'Person',
  'People', 'Handshake', 'SupportAgent', 'Work', 'BusinessCenter', 'Payments', 'Euro', 'AttachMoney', 'Savings',
  'AccountBalance', 'Receipt', 'ShoppingCart', 'Sell', 'LocalOffer', 'Public', 'Language', 'Map', 'Place',
  'LocationOn', 'Home', 'Domain', 'Hub', 'DataObject', 'Code', 'Terminal', 'Api', 'Backup', 'Sync', 'Update',
  'History', 'Restore', 'Delete', 'Archive', 'Folder', 'FolderOpen', 'InsertDriveFile', 'Email', 'Chat',
  'Forum', 'Notifications', 'Campaign', 'Phone', 'Videocam', 'Headset', 'Mouse', 'Keyboard', 'Scanner', 'Fax',
  'Tv', 'Speaker', 'SettingsEthernet', 'DeviceHub', 'Devices', 'Smartphone', 'Watch', 'Sensors', 'Hardware',
  'Engineering', 'Science', 'Biotech', 'Architecture', 'Agriculture', 'Grass', 'Nature', 'Spa', 'Air', 'Cyclone',
  'Thunderstorm', 'WbSunny', 'LightMode', 'DarkMode', 'Flare', 'Highlight', 'EmojiObjects', 'Recommend',
  'Rule', 'Task', 'TaskAlt', 'Pending', 'Done', 'DoneAll', 'Error', 'Warning', 'Report', 'NewReleases', 'Grade',
  'Stars', 'Diamond', 'Rocket', 'RocketLaunch', 'Flight', 'DirectionsCar', 'ElectricCar', 'EvStation', 'LocalGasStation',
  'Train', 'DirectionsBus', 'PedalBike', 'Tram', 'Dashboard', 'ViewModule', 'Widgets', 'Extension', 'Layers',
  'Token', 'Key', 'VpnKey', 'Fingerprint', 'AdminPanelSettings', 'ManageAccounts', 'Badge', 'ContactMail',
  'ContactPhone', 'Feedback', 'RateReview', 'Comment', 'QuestionAnswer', 'LiveHelp', 'Poll', 'HowToVote',
  'Ballot', 'PlaylistAddCheck', 'FormatListBulleted', 'List', 'Summarize', 'Calculate', 'Functions', 'Percent',
  'Scale', 'Straighten', 'Square', 'Circle', 'ChangeHistory', 'Hexagon', 'Pentagon',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export type IconId = `${IconStyle}:${IconName}`;

/** Every icon of the picker, solid ones first. */
export const ICON_IDS: readonly IconId[] = ICON_STYLES.flatMap((style) => ICON_NAMES.map((name): IconId => `${style}:${name}`));

const known = new Set<string>(ICON_IDS);

export function isIconId(value: unknown): value is IconId {
  return typeof value === 'string' && known.has(value);
}

export function iconParts(id: IconId): { style: IconStyle; name: IconName } {
  const [style, name] = id.split(':') as [IconStyle, IconName];
  return { style, name };
}

/** The words of an icon's name, for search and its accessible name ("BatteryChargingFull" → "battery charging full"). */
export function iconWords(name: string): string {
  return name.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').toLowerCase();
}
