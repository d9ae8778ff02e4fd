/**
 * The components of the icon picker's fixed list (shared/icons/icon-set.ts): per name its solid
 * (filled) and regular (outlined) Material icon. Loaded lazily (IconPicker, AppIcon) so that only a
 * screen that shows an icon fetches them; icon-components.test.ts holds this map to the shared list.
 */
import type SvgIcon from '@mui/material/SvgIcon';
import Dns from '@mui/icons-material/Dns';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import Storage from '@mui/icons-material/Storage';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import Memory from '@mui/icons-material/Memory';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';
import Computer from '@mui/icons-material/Computer';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import Laptop from '@mui/icons-material/Laptop';
import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import DesktopWindows from '@mui/icons-material/DesktopWindows';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import Monitor from '@mui/icons-material/Monitor';
import MonitorOutlined from '@mui/icons-material/MonitorOutlined';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import Tablet from '@mui/icons-material/Tablet';
import TabletOutlined from '@mui/icons-material/TabletOutlined';
import Print from '@mui/icons-material/Print';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Router from '@mui/icons-material/Router';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import Wifi from '@mui/icons-material/Wifi';
import WifiOutlined from '@mui/icons-material/WifiOutlined';
import Lan from '@mui/icons-material/Lan';
import LanOutlined from '@mui/icons-material/LanOutlined';
import Cable from '@mui/icons-material/Cable';
import CableOutlined from '@mui/icons-material/CableOutlined';
import Cloud from '@mui/icons-material/Cloud';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CloudQueue from '@mui/icons-material/CloudQueue';
import CloudQueueOutlined from '@mui/icons-material/CloudQueueOutlined';
import Bolt from '@mui/icons-material/Bolt';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import ElectricBolt from '@mui/icons-material/ElectricBolt';
import ElectricBoltOutlined from '@mui/icons-material/ElectricBoltOutlined';
import Power from '@mui/icons-material/Power';
import PowerOutlined from '@mui/icons-material/PowerOutlined';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import PowerSettingsNewOutlined from '@mui/icons-material/PowerSettingsNewOutlined';
import BatteryFull from '@mui/icons-material/BatteryFull';
import BatteryFullOutlined from '@mui/icons-material/BatteryFullOutlined';
import BatteryChargingFull from '@mui/icons-material/BatteryChargingFull';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import SolarPower from '@mui/icons-material/SolarPower';
import SolarPowerOutlined from '@mui/icons-material/SolarPowerOutlined';
import WindPower from '@mui/icons-material/WindPower';
import WindPowerOutlined from '@mui/icons-material/WindPowerOutlined';
import EnergySavingsLeaf from '@mui/icons-material/EnergySavingsLeaf';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import Park from '@mui/icons-material/Park';
import ParkOutlined from '@mui/icons-material/ParkOutlined';
import Forest from '@mui/icons-material/Forest';
import ForestOutlined from '@mui/icons-material/ForestOutlined';
import Co2 from '@mui/icons-material/Co2';
import Co2Outlined from '@mui/icons-material/Co2Outlined';
import AcUnit from '@mui/icons-material/AcUnit';
import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import Thermostat from '@mui/icons-material/Thermostat';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import DeviceThermostat from '@mui/icons-material/DeviceThermostat';
import DeviceThermostatOutlined from '@mui/icons-material/DeviceThermostatOutlined';
import Water from '@mui/icons-material/Water';
import WaterOutlined from '@mui/icons-material/WaterOutlined';
import WaterDrop from '@mui/icons-material/WaterDrop';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import Recycling from '@mui/icons-material/Recycling';
import RecyclingOutlined from '@mui/icons-material/RecyclingOutlined';
import Autorenew from '@mui/icons-material/Autorenew';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import Build from '@mui/icons-material/Build';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import Construction from '@mui/icons-material/Construction';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Handyman from '@mui/icons-material/Handyman';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import Settings from '@mui/icons-material/Settings';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Tune from '@mui/icons-material/Tune';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Speed from '@mui/icons-material/Speed';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import Timer from '@mui/icons-material/Timer';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Schedule from '@mui/icons-material/Schedule';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Event from '@mui/icons-material/Event';
import EventOutlined from '@mui/icons-material/EventOutlined';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Today from '@mui/icons-material/Today';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import Assessment from '@mui/icons-material/Assessment';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import Analytics from '@mui/icons-material/Analytics';
import AnalyticsOutlined from '@mui/icons-material/AnalyticsOutlined';
import BarChart from '@mui/icons-material/BarChart';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import PieChart from '@mui/icons-material/PieChart';
import PieChartOutlined from '@mui/icons-material/PieChartOutlined';
import ShowChart from '@mui/icons-material/ShowChart';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import Timeline from '@mui/icons-material/Timeline';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingDownOutlined from '@mui/icons-material/TrendingDownOutlined';
import Insights from '@mui/icons-material/Insights';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Leaderboard from '@mui/icons-material/Leaderboard';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import Business from '@mui/icons-material/Business';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Apartment from '@mui/icons-material/Apartment';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Factory from '@mui/icons-material/Factory';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import Store from '@mui/icons-material/Store';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import Warehouse from '@mui/icons-material/Warehouse';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import LocalShipping from '@mui/icons-material/LocalShipping';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Inventory from '@mui/icons-material/Inventory';
import InventoryOutlined from '@mui/icons-material/InventoryOutlined';
import Inventory2 from '@mui/icons-material/Inventory2';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Category from '@mui/icons-material/Category';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Label from '@mui/icons-material/Label';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkOutlined from '@mui/icons-material/BookmarkOutlined';
import Flag from '@mui/icons-material/Flag';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Star from '@mui/icons-material/Star';
import StarOutlined from '@mui/icons-material/StarOutlined';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Verified from '@mui/icons-material/Verified';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Security from '@mui/icons-material/Security';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import Lock from '@mui/icons-material/Lock';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Shield from '@mui/icons-material/Shield';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Policy from '@mui/icons-material/Policy';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import Gavel from '@mui/icons-material/Gavel';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Description from '@mui/icons-material/Description';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Article from '@mui/icons-material/Article';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Assignment from '@mui/icons-material/Assignment';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import Checklist from '@mui/icons-material/Checklist';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import FactCheck from '@mui/icons-material/FactCheck';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Quiz from '@mui/icons-material/Quiz';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Help from '@mui/icons-material/Help';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import Info from '@mui/icons-material/Info';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Lightbulb from '@mui/icons-material/Lightbulb';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Psychology from '@mui/icons-material/Psychology';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import School from '@mui/icons-material/School';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Groups from '@mui/icons-material/Groups';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Group from '@mui/icons-material/Group';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Person from '@mui/icons-material/Person';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import People from '@mui/icons-material/People';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Handshake from '@mui/icons-material/Handshake';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Work from '@mui/icons-material/Work';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import BusinessCenter from '@mui/icons-material/BusinessCenter';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import Payments from '@mui/icons-material/Payments';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Euro from '@mui/icons-material/Euro';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import AttachMoney from '@mui/icons-material/AttachMoney';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import Savings from '@mui/icons-material/Savings';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Sell from '@mui/icons-material/Sell';
import SellOutlined from '@mui/icons-material/SellOutlined';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Public from '@mui/icons-material/Public';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Language from '@mui/icons-material/Language';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import Map from '@mui/icons-material/Map';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Place from '@mui/icons-material/Place';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import LocationOn from '@mui/icons-material/LocationOn';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Home from '@mui/icons-material/Home';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Domain from '@mui/icons-material/Domain';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import Hub from '@mui/icons-material/Hub';
import HubOutlined from '@mui/icons-material/HubOutlined';
import DataObject from '@mui/icons-material/DataObject';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import Code from '@mui/icons-material/Code';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import Terminal from '@mui/icons-material/Terminal';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import Api from '@mui/icons-material/Api';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import Backup from '@mui/icons-material/Backup';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import Sync from '@mui/icons-material/Sync';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Update from '@mui/icons-material/Update';
import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import History from '@mui/icons-material/History';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Restore from '@mui/icons-material/Restore';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Delete from '@mui/icons-material/Delete';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Archive from '@mui/icons-material/Archive';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Folder from '@mui/icons-material/Folder';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderOpen from '@mui/icons-material/FolderOpen';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Email from '@mui/icons-material/Email';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Chat from '@mui/icons-material/Chat';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Forum from '@mui/icons-material/Forum';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Notifications from '@mui/icons-material/Notifications';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Campaign from '@mui/icons-material/Campaign';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Phone from '@mui/icons-material/Phone';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Videocam from '@mui/icons-material/Videocam';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Headset from '@mui/icons-material/Headset';
import HeadsetOutlined from '@mui/icons-material/HeadsetOutlined';
import Mouse from '@mui/icons-material/Mouse';
import MouseOutlined from '@mui/icons-material/MouseOutlined';
import Keyboard from '@mui/icons-material/Keyboard';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import Scanner from '@mui/icons-material/Scanner';
import ScannerOutlined from '@mui/icons-material/ScannerOutlined';
import Fax from '@mui/icons-material/Fax';
import FaxOutlined from '@mui/icons-material/FaxOutlined';
import Tv from '@mui/icons-material/Tv';
import TvOutlined from '@mui/icons-material/TvOutlined';
import Speaker from '@mui/icons-material/Speaker';
import SpeakerOutlined from '@mui/icons-material/SpeakerOutlined';
import SettingsEthernet from '@mui/icons-material/SettingsEthernet';
import SettingsEthernetOutlined from '@mui/icons-material/SettingsEthernetOutlined';
import DeviceHub from '@mui/icons-material/DeviceHub';
import DeviceHubOutlined from '@mui/icons-material/DeviceHubOutlined';
import Devices from '@mui/icons-material/Devices';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import Smartphone from '@mui/icons-material/Smartphone';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import Watch from '@mui/icons-material/Watch';
import WatchOutlined from '@mui/icons-material/WatchOutlined';
import Sensors from '@mui/icons-material/Sensors';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import Hardware from '@mui/icons-material/Hardware';
import HardwareOutlined from '@mui/icons-material/HardwareOutlined';
import Engineering from '@mui/icons-material/Engineering';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import Science from '@mui/icons-material/Science';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Biotech from '@mui/icons-material/Biotech';
import BiotechOutlined from '@mui/icons-material/BiotechOutlined';
import Architecture from '@mui/icons-material/Architecture';
import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import Agriculture from '@mui/icons-material/Agriculture';
import AgricultureOutlined from '@mui/icons-material/AgricultureOutlined';
import Grass from '@mui/icons-material/Grass';
import GrassOutlined from '@mui/icons-material/GrassOutlined';
import Nature from '@mui/icons-material/Nature';
import NatureOutlined from '@mui/icons-material/NatureOutlined';
import Spa from '@mui/icons-material/Spa';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import Air from '@mui/icons-material/Air';
import AirOutlined from '@mui/icons-material/AirOutlined';
import Cyclone from '@mui/icons-material/Cyclone';
import CycloneOutlined from '@mui/icons-material/CycloneOutlined';
import Thunderstorm from '@mui/icons-material/Thunderstorm';
import ThunderstormOutlined from '@mui/icons-material/ThunderstormOutlined';
import WbSunny from '@mui/icons-material/WbSunny';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import LightMode from '@mui/icons-material/LightMode';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import DarkMode from '@mui/icons-material/DarkMode';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import Flare from '@mui/icons-material/Flare';
import FlareOutlined from '@mui/icons-material/FlareOutlined';
import Highlight from '@mui/icons-material/Highlight';
import HighlightOutlined from '@mui/icons-material/HighlightOutlined';
import EmojiObjects from '@mui/icons-material/EmojiObjects';
import EmojiObjectsOutlined from '@mui/icons-material/EmojiObjectsOutlined';
import Recommend from '@mui/icons-material/Recommend';
import RecommendOutlined from '@mui/icons-material/RecommendOutlined';
import Rule from '@mui/icons-material/Rule';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import Task from '@mui/icons-material/Task';
import TaskOutlined from '@mui/icons-material/TaskOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Pending from '@mui/icons-material/Pending';
import PendingOutlined from '@mui/icons-material/PendingOutlined';
import Done from '@mui/icons-material/Done';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import Error from '@mui/icons-material/Error';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Warning from '@mui/icons-material/Warning';
import WarningOutlined from '@mui/icons-material/WarningOutlined';
import Report from '@mui/icons-material/Report';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import NewReleases from '@mui/icons-material/NewReleases';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import Grade from '@mui/icons-material/Grade';
import GradeOutlined from '@mui/icons-material/GradeOutlined';
import Stars from '@mui/icons-material/Stars';
import StarsOutlined from '@mui/icons-material/StarsOutlined';
import Diamond from '@mui/icons-material/Diamond';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import Rocket from '@mui/icons-material/Rocket';
import RocketOutlined from '@mui/icons-material/RocketOutlined';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Flight from '@mui/icons-material/Flight';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import ElectricCar from '@mui/icons-material/ElectricCar';
import ElectricCarOutlined from '@mui/icons-material/ElectricCarOutlined';
import EvStation from '@mui/icons-material/EvStation';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import Train from '@mui/icons-material/Train';
import TrainOutlined from '@mui/icons-material/TrainOutlined';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import DirectionsBusOutlined from '@mui/icons-material/DirectionsBusOutlined';
import PedalBike from '@mui/icons-material/PedalBike';
import PedalBikeOutlined from '@mui/icons-material/PedalBikeOutlined';
import Tram from '@mui/icons-material/Tram';
import TramOutlined from '@mui/icons-material/TramOutlined';
import Dashboard from '@mui/icons-material/Dashboard';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ViewModule from '@mui/icons-material/ViewModule';
import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import Widgets from '@mui/icons-material/Widgets';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import Extension from '@mui/icons-material/Extension';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import Layers from '@mui/icons-material/Layers';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import Token from '@mui/icons-material/Token';
import TokenOutlined from '@mui/icons-material/TokenOutlined';
import Key from '@mui/icons-material/Key';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import VpnKey from '@mui/icons-material/VpnKey';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Fingerprint from '@mui/icons-material/Fingerprint';
import FingerprintOutlined from '@mui/icons-material/FingerprintOutlined';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Badge from '@mui/icons-material/Badge';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ContactMail from '@mui/icons-material/ContactMail';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import ContactPhone from '@mui/icons-material/ContactPhone';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import Feedback from '@mui/icons-material/Feedback';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import RateReview from '@mui/icons-material/RateReview';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Comment from '@mui/icons-material/Comment';
import CommentOutlined from '@mui/icons-material/CommentOutlined';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import LiveHelp from '@mui/icons-material/LiveHelp';
import LiveHelpOutlined from '@mui/icons-material/LiveHelpOutlined';
import Poll from '@mui/icons-material/Poll';
import PollOutlined from '@mui/icons-material/PollOutlined';
import HowToVote from '@mui/icons-material/HowToVote';
import HowToVoteOutlined from '@mui/icons-material/HowToVoteOutlined';
import Ballot from '@mui/icons-material/Ballot';
import BallotOutlined from '@mui/icons-material/BallotOutlined';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined';
import List from '@mui/icons-material/List';
import ListOutlined from '@mui/icons-material/ListOutlined';
import Summarize from '@mui/icons-material/Summarize';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import Calculate from '@mui/icons-material/Calculate';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import Functions from '@mui/icons-material/Functions';
import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import Percent from '@mui/icons-material/Percent';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import Scale from '@mui/icons-material/Scale';
import ScaleOutlined from '@mui/icons-material/ScaleOutlined';
import Straighten from '@mui/icons-material/Straighten';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import Square from '@mui/icons-material/Square';
import SquareOutlined from '@mui/icons-material/SquareOutlined';
import Circle from '@mui/icons-material/Circle';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import ChangeHistory from '@mui/icons-material/ChangeHistory';
import ChangeHistoryOutlined from '@mui/icons-material/ChangeHistoryOutlined';
import Hexagon from '@mui/icons-material/Hexagon';
import HexagonOutlined from '@mui/icons-material/HexagonOutlined';
import Pentagon from '@mui/icons-material/Pentagon';
import PentagonOutlined from '@mui/icons-material/PentagonOutlined';

export const ICON_COMPONENTS: Record<string, readonly [typeof SvgIcon, typeof SvgIcon]> = {
  Dns: [Dns, DnsOutlined],
  Storage: [Storage, StorageOutlined],
  Memory: [Memory, MemoryOutlined],
  Computer: [Computer, ComputerOutlined],
  Laptop: [Laptop, LaptopOutlined],
  DesktopWindows: [DesktopWindows, DesktopWindowsOutlined],
  Monitor: [Monitor, MonitorOutlined],
  PhoneAndroid: [PhoneAndroid, PhoneAndroidOutlined],
  Tablet: [Tablet, TabletOutlined],
  Print: [Print, PrintOutlined],
  Router: [Router, RouterOutlined],
  Wifi: [Wifi, WifiOutlined],
  Lan: [Lan, LanOutlined],
  Cable: [Cable, CableOutlined],
  Cloud: [Cloud, CloudOutlined],
  CloudQueue: [CloudQueue, CloudQueueOutlined],
  Bolt: [Bolt, BoltOutlined],
  ElectricBolt: [ElectricBolt, ElectricBoltOutlined],
  Power: [Power, PowerOutlined],
  PowerSettingsNew: [PowerSettingsNew, PowerSettingsNewOutlined],
  BatteryFull: [BatteryFull, BatteryFullOutlined],
  BatteryChargingFull: [BatteryChargingFull, BatteryChargingFullOutlined],
  SolarPower: [SolarPower, SolarPowerOutlined],
  WindPower: [WindPower, WindPowerOutlined],
  EnergySavingsLeaf: [EnergySavingsLeaf, EnergySavingsLeafOutlined],
  Park: [Park, ParkOutlined],
  Forest: [Forest, ForestOutlined],
  Co2: [Co2, Co2Outlined],
  AcUnit: [AcUnit, AcUnitOutlined],
  Thermostat: [Thermostat, ThermostatOutlined],
  DeviceThermostat: [DeviceThermostat, DeviceThermostatOutlined],
  Water: [Water, WaterOutlined],
  WaterDrop: [WaterDrop, WaterDropOutlined],
  Recycling: [Recycling, RecyclingOutlined],
  Autorenew: [Autorenew, AutorenewOutlined],
  Build: [Build, BuildOutlined],
  Construction: [Construction, ConstructionOutlined],
  Handyman: [Handyman, HandymanOutlined],
  Settings: [Settings, SettingsOutlined],
  Tune: [Tune, TuneOutlined],
  Speed: [Speed, SpeedOutlined],
  Timer: [Timer, TimerOutlined],
  Schedule: [Schedule, ScheduleOutlined],
  Event: [Event, EventOutlined],
  CalendarMonth: [CalendarMonth, CalendarMonthOutlined],
  Today: [Today, TodayOutlined],
  Assessment: [Assessment, AssessmentOutlined],
  Analytics: [Analytics, AnalyticsOutlined],
  BarChart: [BarChart, BarChartOutlined],
  PieChart: [PieChart, PieChartOutlined],
  ShowChart: [ShowChart, ShowChartOutlined],
  Timeline: [Timeline, TimelineOutlined],
  TrendingUp: [TrendingUp, TrendingUpOutlined],
  TrendingDown: [TrendingDown, TrendingDownOutlined],
  Insights: [Insights, InsightsOutlined],
  Leaderboard: [Leaderboard, LeaderboardOutlined],
  Business: [Business, BusinessOutlined],
  Apartment: [Apartment, ApartmentOutlined],
  Factory: [Factory, FactoryOutlined],
  Store: [Store, StoreOutlined],
  Warehouse: [Warehouse, WarehouseOutlined],
  LocalShipping: [LocalShipping, LocalShippingOutlined],
  Inventory: [Inventory, InventoryOutlined],
  Inventory2: [Inventory2, Inventory2Outlined],
  Category: [Category, CategoryOutlined],
  Label: [Label, LabelOutlined],
  Bookmark: [Bookmark, BookmarkOutlined],
  Flag: [Flag, FlagOutlined],
  Star: [Star, StarOutlined],
  Favorite: [Favorite, FavoriteOutlined],
  ThumbUp: [ThumbUp, ThumbUpOutlined],
  Verified: [Verified, VerifiedOutlined],
  Security: [Security, SecurityOutlined],
  Lock: [Lock, LockOutlined],
  Shield: [Shield, ShieldOutlined],
  Policy: [Policy, PolicyOutlined],
  Gavel: [Gavel, GavelOutlined],
  Description: [Description, DescriptionOutlined],
  Article: [Article, ArticleOutlined],
  Assignment: [Assignment, AssignmentOutlined],
  AssignmentTurnedIn: [AssignmentTurnedIn, AssignmentTurnedInOutlined],
  Checklist: [Checklist, ChecklistOutlined],
  FactCheck: [FactCheck, FactCheckOutlined],
  Quiz: [Quiz, QuizOutlined],
  Help: [Help, HelpOutlined],
  Info: [Info, InfoOutlined],
  Lightbulb: [Lightbulb, LightbulbOutlined],
  Psychology: [Psychology, PsychologyOutlined],
  School: [School, SchoolOutlined],
  Groups: [Groups, GroupsOutlined],
  Group: [Group, GroupOutlined],
  Person: [Person, PersonOutlined],
  People: [People, PeopleOutlined],
  Handshake: [Handshake, HandshakeOutlined],
  SupportAgent: [SupportAgent, SupportAgentOutlined],
  Work: [Work, WorkOutlined],
  BusinessCenter: [BusinessCenter, BusinessCenterOutlined],
  Payments: [Payments, PaymentsOutlined],
  Euro: [Euro, EuroOutlined],
  AttachMoney: [AttachMoney, AttachMoneyOutlined],
  Savings: [Savings, SavingsOutlined],
  AccountBalance: [AccountBalance, AccountBalanceOutlined],
  Receipt: [Receipt, ReceiptOutlined],
  ShoppingCart: [ShoppingCart, ShoppingCartOutlined],
  Sell: [Sell, SellOutlined],
  LocalOffer: [LocalOffer, LocalOfferOutlined],
  Public: [Public, PublicOutlined],
  Language: [Language, LanguageOutlined],
  Map: [Map, MapOutlined],
  Place: [Place, PlaceOutlined],
  LocationOn: [LocationOn, LocationOnOutlined],
  Home: [Home, HomeOutlined],
  Domain: [Domain, DomainOutlined],
  Hub: [Hub, HubOutlined],
  DataObject: [DataObject, DataObjectOutlined],
  Code: [Code, CodeOutlined],
  Terminal: [Terminal, TerminalOutlined],
  Api: [Api, ApiOutlined],
  Backup: [Backup, BackupOutlined],
  Sync: [Sync, SyncOutlined],
  Update: [Update, UpdateOutlined],
  History: [History, HistoryOutlined],
  Restore: [Restore, RestoreOutlined],
  Delete: [Delete, DeleteOutlined],
  Archive: [Archive, ArchiveOutlined],
  Folder: [Folder, FolderOutlined],
  FolderOpen: [FolderOpen, FolderOpenOutlined],
  InsertDriveFile: [InsertDriveFile, InsertDriveFileOutlined],
  Email: [Email, EmailOutlined],
  Chat: [Chat, ChatOutlined],
  Forum: [Forum, ForumOutlined],
  Notifications: [Notifications, NotificationsOutlined],
  Campaign: [Campaign, CampaignOutlined],
  Phone: [Phone, PhoneOutlined],
  Videocam: [Videocam, VideocamOutlined],
  Headset: [Headset, HeadsetOutlined],
  Mouse: [Mouse, MouseOutlined],
  Keyboard: [Keyboard, KeyboardOutlined],
  Scanner: [Scanner, ScannerOutlined],
  Fax: [Fax, FaxOutlined],
  Tv: [Tv, TvOutlined],
  Speaker: [Speaker, SpeakerOutlined],
  SettingsEthernet: [SettingsEthernet, SettingsEthernetOutlined],
  DeviceHub: [DeviceHub, DeviceHubOutlined],
  Devices: [Devices, DevicesOutlined],
  Smartphone: [Smartphone, SmartphoneOutlined],
  Watch: [Watch, WatchOutlined],
  Sensors: [Sensors, SensorsOutlined],
  Hardware: [Hardware, HardwareOutlined],
  Engineering: [Engineering, EngineeringOutlined],
  Science: [Science, ScienceOutlined],
  Biotech: [Biotech, BiotechOutlined],
  Architecture: [Architecture, ArchitectureOutlined],
  Agriculture: [Agriculture, AgricultureOutlined],
  Grass: [Grass, GrassOutlined],
  Nature: [Nature, NatureOutlined],
  Spa: [Spa, SpaOutlined],
  Air: [Air, AirOutlined],
  Cyclone: [Cyclone, CycloneOutlined],
  Thunderstorm: [Thunderstorm, ThunderstormOutlined],
  WbSunny: [WbSunny, WbSunnyOutlined],
  LightMode: [LightMode, LightModeOutlined],
  DarkMode: [DarkMode, DarkModeOutlined],
  Flare: [Flare, FlareOutlined],
  Highlight: [Highlight, HighlightOutlined],
  EmojiObjects: [EmojiObjects, EmojiObjectsOutlined],
  Recommend: [Recommend, RecommendOutlined],
  Rule: [Rule, RuleOutlined],
  Task: [Task, TaskOutlined],
  TaskAlt: [TaskAlt, TaskAltOutlined],
  Pending: [Pending, PendingOutlined],
  Done: [Done, DoneOutlined],
  DoneAll: [DoneAll, DoneAllOutlined],
  Error: [Error, ErrorOutlined],
  Warning: [Warning, WarningOutlined],
  Report: [Report, ReportOutlined],
  NewReleases: [NewReleases, NewReleasesOutlined],
  Grade: [Grade, GradeOutlined],
  Stars: [Stars, StarsOutlined],
  Diamond: [Diamond, DiamondOutlined],
  Rocket: [Rocket, RocketOutlined],
  RocketLaunch: [RocketLaunch, RocketLaunchOutlined],
  Flight: [Flight, FlightOutlined],
  DirectionsCar: [DirectionsCar, DirectionsCarOutlined],
  ElectricCar: [ElectricCar, ElectricCarOutlined],
  EvStation: [EvStation, EvStationOutlined],
  LocalGasStation: [LocalGasStation, LocalGasStationOutlined],
  Train: [Train, TrainOutlined],
  DirectionsBus: [DirectionsBus, DirectionsBusOutlined],
  PedalBike: [PedalBike, PedalBikeOutlined],
  Tram: [Tram, TramOutlined],
  Dashboard: [Dashboard, DashboardOutlined],
  ViewModule: [ViewModule, ViewModuleOutlined],
  Widgets: [Widgets, WidgetsOutlined],
  Extension: [Extension, ExtensionOutlined],
  Layers: [Layers, LayersOutlined],
  Token: [Token, TokenOutlined],
  Key: [Key, KeyOutlined],
  VpnKey: [VpnKey, VpnKeyOutlined],
  Fingerprint: [Fingerprint, FingerprintOutlined],
  AdminPanelSettings: [AdminPanelSettings, AdminPanelSettingsOutlined],
  ManageAccounts: [ManageAccounts, ManageAccountsOutlined],
  Badge: [Badge, BadgeOutlined],
  ContactMail: [ContactMail, ContactMailOutlined],
  ContactPhone: [ContactPhone, ContactPhoneOutlined],
  Feedback: [Feedback, FeedbackOutlined],
  RateReview: [RateReview, RateReviewOutlined],
  Comment: [Comment, CommentOutlined],
  QuestionAnswer: [QuestionAnswer, QuestionAnswerOutlined],
  LiveHelp: [LiveHelp, LiveHelpOutlined],
  Poll: [Poll, PollOutlined],
  HowToVote: [HowToVote, HowToVoteOutlined],
  Ballot: [Ballot, BallotOutlined],
  PlaylistAddCheck: [PlaylistAddCheck, PlaylistAddCheckOutlined],
  FormatListBulleted: [FormatListBulleted, FormatListBulletedOutlined],
  List: [List, ListOutlined],
  Summarize: [Summarize, SummarizeOutlined],
  Calculate: [Calculate, CalculateOutlined],
  Functions: [Functions, FunctionsOutlined],
  Percent: [Percent, PercentOutlined],
  Scale: [Scale, ScaleOutlined],
  Straighten: [Straighten, StraightenOutlined],
  Square: [Square, SquareOutlined],
  Circle: [Circle, CircleOutlined],
  ChangeHistory: [ChangeHistory, ChangeHistoryOutlined],
  Hexagon: [Hexagon, HexagonOutlined],
  Pentagon: [Pentagon, PentagonOutlined],
};
