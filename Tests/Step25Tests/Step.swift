import Step25

/// The step under test: the shared suite reaches it through this name alone.
typealias ChangePasswordPresenter = Step25.ChangePasswordPresenter
