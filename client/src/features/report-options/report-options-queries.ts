import { graphql } from '../../gql';

export const ReportOptionsFields = graphql(`
  fragment ReportOptionsFields on ReportOptions {
    id
    userId
    userType
    theme
    locale
    customPrimaryColor
    customSecondaryColor
    comprehensiveReportImage
    estimateReportImage
    refurbishmentImage
    lcaReportImage
    overrideUsersFrontPageImages
    updatedAt
  }
`);

export const EffectiveReportOptionsFields = graphql(`
  fragment EffectiveReportOptionsFields on EffectiveReportOptions {
    source
    theme
    primaryColor
    secondaryColor
    locale
    comprehensiveReportImage
    estimateReportImage
    refurbishmentImage
    lcaReportImage
    imagesFromPartner
  }
`);

export const FrontPageImagesFields = graphql(`
  fragment FrontPageImagesFields on FrontPageImages {
    defaults
    uploaded {
      id
      url
      originalName
      width
      height
      sizeBytes
    }
  }
`);

export const UserReportOptionsDocument = graphql(`
  query UserReportOptions {
    reportOptions {
      ...ReportOptionsFields
    }
    effectiveReportOptions {
      ...EffectiveReportOptionsFields
    }
    frontPageImages {
      ...FrontPageImagesFields
    }
  }
`);

export const PartnerReportOptionsDocument = graphql(`
  query PartnerReportOptions {
    partnerReportOptions {
      ...ReportOptionsFields
    }
    effectiveReportOptions {
      ...EffectiveReportOptionsFields
    }
    frontPageImages {
      ...FrontPageImagesFields
    }
  }
`);

export const ReportOptionsUpdateDocument = graphql(`
  mutation ReportOptionsUpdate($input: ReportOptionsInput!) {
    reportOptionsUpdate(input: $input) {
      ...ReportOptionsFields
    }
  }
`);

export const PartnerReportOptionsUpdateDocument = graphql(`
  mutation PartnerReportOptionsUpdate($input: PartnerReportOptionsInput!) {
    partnerReportOptionsUpdate(input: $input) {
      ...ReportOptionsFields
    }
  }
`);

export const ReportOptionsResetDocument = graphql(`
  mutation ReportOptionsReset($input: ReportOptionsResetInput!) {
    reportOptionsReset(input: $input) {
      ...EffectiveReportOptionsFields
    }
  }
`);

export const FrontPageImageDeleteDocument = graphql(`
  mutation FrontPageImageDelete($imageUrl: String!) {
    frontPageImageDelete(imageUrl: $imageUrl) {
      message
      revertedToDefaults
      updatedOptions
    }
  }
`);
