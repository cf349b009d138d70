import { Module } from '@nestjs/common';
import { ProcessRepository } from './process.repository';
import { ProjectRepository } from './project.repository';

/** Recruitment projects, their jobs, the client's pipeline stages and the processes of persons in projects. */
@Module({ providers: [ProjectRepository, ProcessRepository], exports: [ProjectRepository, ProcessRepository] })
export class ProjectsModule {}
