import { Activity } from './activity.entity';
import { ApiKey } from './api-key.entity';
import { AppUser } from './app-user.entity';
import { Application } from './application.entity';
import { Client } from './client.entity';
import { Company, CompanyManager } from './company.entity';
import { ContactRequest } from './contact-request.entity';
import { DocumentContent, DocumentRecord } from './document.entity';
import { Job } from './job.entity';
import { Notification } from './notification.entity';
import { OutboxEntry } from './outbox.entity';
import { PartnerSubmission } from './partner-submission.entity';
import { Person } from './person.entity';
import { Process } from './process.entity';
import { Project } from './project.entity';
import { Stage } from './stage.entity';

export const ENTITIES = [
  Activity, ApiKey, AppUser, Application, Client, Company, CompanyManager, ContactRequest,
  DocumentContent, DocumentRecord, Job, Notification, OutboxEntry, PartnerSubmission, Person, Process, Project, Stage,
];

export {
  Activity, ApiKey, AppUser, Application, Client, Company, CompanyManager, ContactRequest,
  DocumentContent, DocumentRecord, Job, Notification, OutboxEntry, PartnerSubmission, Person, Process, Project, Stage,
};
