import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CAREER_FIELDS, type CareerKey } from '../../engine/pages/support/supportFields';
import { careerApplication, careerOpenings } from '../../fixtures/mocks/ticketsApi';
import { CareerOpeningSchema, mutationOutcome, readPaginated } from '../../schemas';
import { CareerView } from '../../variants/support/SupportViews';
import type { CareerProps } from '../../variants/support/types';
import {
  backend,
  boundForm,
  fileBinding,
  MOBILE,
  pageColumn,
  pdf,
  problems,
  type FormSetup,
} from './supportStoryFixtures';

/** The openings as CareerPage lists them: each keyed by its id, its title a position. */
const openings: CareerProps['openings'] = readPaginated(
  CareerOpeningSchema,
  careerOpenings().body,
).items.map((opening) => ({ key: opening._id, ...opening }));
const positions = openings.map((opening) => opening.title);

/** The form as CareerPage binds it, with the given values, messages and state. */
function careerForm(setup: FormSetup<CareerKey> = {}): CareerProps['form'] {
  const form = boundForm(CAREER_FIELDS, setup);
  return { ...form, resume: fileBinding(form.resume, setup.fileName) };
}

const applicant = {
  name: 'Jordan Rivera',
  email: 'jordan@example.com',
  contactNumber: '+1 (248) 555-0199',
  position: 'Budtender',
};

/** /career's view alone: the open positions and "Apply Now", in every state the page has. */
const meta = {
  title: 'Support/SupportViews/CareerView',
  component: CareerView,
  decorators: [pageColumn],
  args: { openings, openingsLoading: false, positions, form: careerForm() },
} satisfies Meta<typeof CareerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open positions, then "Apply Now": choosing a position and a resume report out. */
export const Career: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const { form } = args;
    const list = within(canvas.getByRole('region', { name: 'Open positions' }));
    await expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      positions,
    );
    await expect(list.getByText('Detroit, MI · Full time')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Position' }), 'Budtender');
    await expect(form.position.onValueChange).toHaveBeenCalledWith('Budtender');
    const resume = pdf('resume.pdf');
    await userEvent.upload(canvas.getByLabelText('Resume'), resume);
    await expect(form.resume.onFile).toHaveBeenCalledWith(resume);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Now' }));
    await expect(form.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const CareerMobile: Story = {
  globals: MOBILE,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Budtender' })).toBeVisible();
  },
};

/** Openings still loading: no positions to choose from yet. */
export const CareerOpeningsLoading: Story = {
  args: { openings: [], openingsLoading: true, positions: [] },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Open positions' }));
    await expect(list.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(canvas.getByRole('combobox', { name: 'Position' })).getAllByRole('option'),
    ).toHaveLength(1);
  },
};

/** Spec 5: "Please upload Resume." and every other empty required field. */
export const CareerInvalid: Story = {
  args: {
    form: careerForm({
      errors: problems(CAREER_FIELDS, {
        name: '',
        email: '',
        contactNumber: '',
        position: '',
        resume: null,
      }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Resume')).toHaveAccessibleDescription(
      'Please upload Resume. PDF or Word document.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please enter Name.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Position' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** While the application is on its way; the chosen resume's name shows. */
export const CareerSubmitting: Story = {
  args: {
    form: careerForm({
      values: applicant,
      fileName: 'jordan-rivera-resume.pdf',
      state: { submitting: true },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Apply Now' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText('Selected: jordan-rivera-resume.pdf')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Position' })).toHaveValue('Budtender');
  },
};

/** The backend's confirmation, announced as a status. */
export const CareerSent: Story = {
  args: {
    form: careerForm({
      values: applicant,
      fileName: 'jordan-rivera-resume.pdf',
      state: {
        successMessage: mutationOutcome(
          careerApplication(backend.state, {
            ...applicant,
            resume: pdf('jordan-rivera-resume.pdf'),
          }).body,
        ).message,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thank you for applying! Our hiring team will be in touch.',
    );
  },
};
