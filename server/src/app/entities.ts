/** Every entity of the schema, listed once (MikroORM discovery and the migration generator use it): the composition root's list. */
import { ApiToken, PasswordReset, Session } from '../features/auth/auth.entity';
import { Client } from '../features/clients/client.entity';
import { Partner, Subscription, Subsidiary } from '../features/partners/partner.entity';
import { Note, Project, ProjectShare } from '../features/projects/project.entity';
import { Profile, User } from '../features/users/user.entity';
import { Product } from '../features/catalogue/product.entity';
import {
  CapacityDefinition,
  Category,
  Currency,
  GridFactor,
  HourProfile,
  InfrastructurePreset,
  RatingScale,
  SolutionType,
  VatCountry,
} from '../features/reference/reference.entity';
import { Document } from '../features/documents/document.entity';
import { EedReport } from '../features/eed-reports/eed-report.entity';
import { FrontPageImage, ReportOptions } from '../features/report-options/report-options.entity';
import { CategoryInfrastructureShare, ItemRequest, Solution, SolutionCapacity, SolutionGroup, SolutionItem } from '../features/solutions/solution.entity';
import { ProjectReport, ReportGenerated } from '../features/reports/report.entity';
import { ReportFile } from '../features/reports/pdf/report-file.entity';
import { StripeEvent } from '../features/subscriptions/stripe-event.entity';
import { ComparativeCalculation, ComparativeReport, ProjectChangeLogEntry, ProjectValidation } from '../features/comparative/comparative.entity';
import { SolutionEnergyInstrument } from '../features/scope2/energy-instrument.entity';
import { Job } from '../platform/jobs/job.entity';
import { RateLimitCounter } from '../platform/auth/rate-limit.entity';
import { CategorySubType, CategoryTag, Notification, ProductValidation } from '../features/validation/validation.entity';
import { BuyerRequest, Question, QuestionAnswer, QuestionTemplate, RequestInternalShare, RequestShare } from '../features/requests/request.entity';

export const entities = [Partner, Subscription, Subsidiary, User, Profile, Session, ApiToken, PasswordReset, Client, Project, Note, ProjectShare,
  Category, CapacityDefinition, SolutionType, InfrastructurePreset, HourProfile, RatingScale, GridFactor, Currency, VatCountry, Product,
  SolutionGroup, Solution, SolutionItem, SolutionCapacity, CategoryInfrastructureShare, ItemRequest, SolutionEnergyInstrument,
  ReportOptions, FrontPageImage, Document,
  ProjectReport, ReportGenerated, ReportFile,
  StripeEvent,
  ComparativeCalculation, ComparativeReport, ProjectChangeLogEntry, ProjectValidation,
  QuestionTemplate, BuyerRequest, Question, RequestShare, QuestionAnswer, RequestInternalShare,
  Job, RateLimitCounter,
  ProductValidation, Notification, CategoryTag, CategorySubType,
  EedReport,
];
