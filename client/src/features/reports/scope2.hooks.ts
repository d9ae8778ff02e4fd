/** Scope 2 both ways for the report (issue #31): the project's figures per group, read once per report. */
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ReportScope2Query } from '../../gql/graphql';

export type ReportScope2 = ReportScope2Query['projectScope2'];

export const ReportScope2Document = graphql(`
  query ReportScope2($projectId: ID!) {
    projectScope2(projectId: $projectId) {
      locationBasedKg
      marketBasedKg
      renewableKwh
      nonRenewableKwh
      residualMixFactorG
      residualMixSource
      residualMixFallback
      countryCode
      registeredMethod
      registeredKg
      groups {
        id
        name
        locationBasedKg
        marketBasedKg
        energyKwh
        renewableKwh
        nonRenewableKwh
        registeredKg
      }
    }
  }
`);

/** The project's scope 2 figures; undefined while loading or when they cannot be read. */
export function useReportScope2(projectId: string) {
  const { data, error } = useQuery(ReportScope2Document, { variables: { projectId } });
  return { scope2: data?.projectScope2, error };
}
