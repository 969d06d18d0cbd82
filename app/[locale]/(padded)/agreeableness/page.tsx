import { traitPage } from '@/components/trait-page';

const page = traitPage('agreeableness');

export const generateMetadata = page.generateMetadata;
export default page.Page;
