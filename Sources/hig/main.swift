import HIGCommandLine

HIGCommand.run()
