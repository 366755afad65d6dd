import {
  type AgeType,
  ageTypeLabels,
  getSportsTypeDisplayName,
  isTeamSportsType,
  publicPaths,
  type SportsType,
  type WebsiteType,
  websiteTypeLabels,
} from '@sideline/domain';
import type { AppConfig } from '../../config.ts';
import type { MailInput } from '../../platform/mail/index.ts';
import {
  emailChangeNoticeMail,
  emailChangeVerificationMail,
  newTeamNotificationMail,
  passwordResetMail,
  signInCoolDownMail,
  signInNotificationMail,
  verificationMail,
  welcomeMail,
} from './account-mail-templates.ts';

/** The team a mail is about: stored on the outbox row and named in the mail. */
export interface MailTeam {
  id: string;
  name: string;
  sportsType: SportsType;
}

/** The team fields a mail names, from a team row. */
export function toMailTeam(team: MailTeam): MailTeam {
  return { id: team.id, name: team.name, sportsType: team.sportsType };
}

export interface MailRecipient {
  email: string;
  firstName: string;
}

export function sportsDisplayName(sportsType: SportsType): string {
  return isTeamSportsType(sportsType) ? getSportsTypeDisplayName(sportsType) : 'Team';
}

/** Builds the outbox rows of the account flows (the templates: account-mail-templates.ts). */
export function createAccountMails(config: AppConfig) {
  const teamFields = (team: MailTeam | null) =>
    team ? { teamId: team.id, teamReference: team.id, sportsType: team.sportsType } : {};

  return {
    verification(to: MailRecipient, team: MailTeam | null, link: string): MailInput {
      return {
        ...verificationMail({ firstName: to.firstName, teamName: team?.name ?? '', link }),
        from: config.mailFrom,
        to: [to.email],
        personalization: { firstName: to.firstName },
        ...teamFields(team),
      };
    },

    emailChangeVerification(to: MailRecipient, team: MailTeam | null, link: string): MailInput {
      return {
        ...emailChangeVerificationMail({
          firstName: to.firstName,
          teamName: team?.name ?? '',
          newEmail: to.email,
          link,
        }),
        from: config.mailFrom,
        to: [to.email],
        personalization: { firstName: to.firstName },
        ...teamFields(team),
      };
    },

    /** To the old address: the change asked for, and the link that undoes it. */
    emailChangeNotice(
      to: MailRecipient,
      team: MailTeam | null,
      details: { newEmail: string; revertLink: string; validDays: number },
    ): MailInput {
      return {
        ...emailChangeNoticeMail({
          firstName: to.firstName,
          teamName: team?.name ?? '',
          oldEmail: to.email,
          ...details,
        }),
        from: config.mailFrom,
        to: [to.email],
        replyTo: config.supportEmail,
        personalization: { firstName: to.firstName },
        ...teamFields(team),
      };
    },

    signInCoolDown(
      to: MailRecipient,
      team: MailTeam | null,
      details: { failedAttempts: number; minutes: number; scope: 'client' | 'account'; client: string },
    ): MailInput {
      return {
        ...signInCoolDownMail({
          firstName: to.firstName,
          teamName: team?.name ?? '',
          resetUrl: `${config.baseUrl}${publicPaths.newPassword}`,
          ...details,
        }),
        from: config.mailFrom,
        to: [to.email],
        personalization: { firstName: to.firstName },
        ...teamFields(team),
      };
    },

    welcome(to: MailRecipient, team: MailTeam & { slug: string }, organizationName: string): MailInput {
      return {
        ...welcomeMail({
          firstName: to.firstName,
          teamName: team.name,
          organizationName,
          sportsDisplayName: sportsDisplayName(team.sportsType),
          portalUrl: `${config.baseUrl}/portal/dashboard`,
          siteUrl: `${config.baseUrl}/sites/${team.slug}`,
        }),
        from: config.mailFrom,
        to: [to.email],
        replyTo: config.supportEmail,
        personalization: { firstName: to.firstName },
        ...teamFields(team),
      };
    },

    newTeamNotification(
      user: MailRecipient & { lastName: string },
      team: MailTeam,
      details: {
        organizationName: string;
        ageType: AgeType;
        websiteType: WebsiteType;
        referredBy: string | null;
      },
    ): MailInput {
      return {
        ...newTeamNotificationMail({
          teamName: team.name,
          organizationName: details.organizationName,
          sportsDisplayName: sportsDisplayName(team.sportsType),
          ageTypeLabel: ageTypeLabels[details.ageType],
          websiteType: details.websiteType === 'NONE' ? 'None' : websiteTypeLabels[details.websiteType],
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          teamId: team.id,
          referredBy: details.referredBy ?? '',
        }),
        from: config.mailFrom,
        to: [config.notifyEmail],
        replyTo: user.email,
        ...teamFields(team),
      };
    },

    passwordReset(to: MailRecipient, team: MailTeam | null, link: string): MailInput {
      return {
        ...passwordResetMail({ firstName: to.firstName, teamName: team?.name ?? '', link }),
        from: config.mailFrom,
        to: [to.email],
        personalization: { firstName: to.firstName },
        ...teamFields(team),
      };
    },

    signInNotification(
      to: MailRecipient,
      team: MailTeam,
      details: { time: Date; ipAddress: string; userAgent: string },
    ): MailInput {
      return {
        ...signInNotificationMail({
          firstName: to.firstName,
          teamName: team.name,
          time: `${details.time.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
          ipAddress: details.ipAddress,
          userAgent: details.userAgent,
          resetUrl: `${config.baseUrl}${publicPaths.newPassword}`,
        }),
        from: config.mailFrom,
        to: [to.email],
        personalization: { firstName: to.firstName },
        ...teamFields(team),
      };
    },
  };
}

export type AccountMails = ReturnType<typeof createAccountMails>;
